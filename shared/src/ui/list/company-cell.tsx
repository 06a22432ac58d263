import { Avatar, Flex, Typography } from 'antd';

export interface CompanyCellProps {
  logo: string | null;
  name_zh_cn: string;
  name_en: string;
}

/** A company in a list row: its logo (or first character) beside its Chinese name over its English one. */
export function CompanyCell({ logo, name_zh_cn, name_en }: CompanyCellProps) {
  return (
    <Flex gap={8} align="center">
      <Avatar shape="square" src={logo || undefined} alt="">
        {name_zh_cn.slice(0, 1)}
      </Avatar>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: name_zh_cn }}>{name_zh_cn}</Typography.Text>
        <Typography.Text type="secondary" ellipsis={{ tooltip: name_en }}>
          {name_en || '—'}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
