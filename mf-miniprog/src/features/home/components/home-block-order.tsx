import { Flex, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MiniprogHomeBlockRow } from '@fair/shared/contracts/miniprog';
import { useWholeGroupQuery } from '../../common/api/whole-group';
import { WholeGroupTable } from '../../common/components/whole-group-table';
import { HOME_BLOCKS_QUERY_KEY, fetchHomeBlocks, sortHomeBlocks } from '../api/home-api';

/**
 * The order of the home's blocks themselves (banners, quick entries, the featured lists), moved like the
 * items inside a block and saved whole; the public home, /m and the preview follow it.
 */
export function HomeBlockOrder() {
  const { t } = useTranslation();
  const group = useWholeGroupQuery<MiniprogHomeBlockRow>(HOME_BLOCKS_QUERY_KEY, fetchHomeBlocks);
  const nameOf = (row: MiniprogHomeBlockRow) => t(`miniprog:home.blocks.${row.block}`);
  const columns: TableColumnsType<MiniprogHomeBlockRow> = [{ title: t('miniprog:home.order.block'), key: 'block', render: (_value, row) => nameOf(row) }];
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('miniprog:home.order.hint')}
      </Typography.Paragraph>
      <WholeGroupTable<MiniprogHomeBlockRow> group={group} saveOrder={sortHomeBlocks} columns={columns} nameOf={nameOf} />
    </Flex>
  );
}
