import { useEffect, useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface ContentListToolbarProps {
  /** the applied search text (the input follows it when it changes from outside) */
  keyword: string;
  onSearch: (keyword: string) => void;
  searchPlaceholder: string;
  createLabel: string;
  onCreate: () => void;
}

/**
 * Search by name plus the create button above an exhibitor content list (products, news, activities):
 * the search applies on Enter or the search button; clearing it shows everything again.
 */
export function ContentListToolbar({ keyword, onSearch, searchPlaceholder, createLabel, onCreate }: ContentListToolbarProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);
  return (
    <Flex gap={12} wrap justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Input.Search
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // the clear icon empties the box: show the whole list again at once
          if (event.target.value === '' && keyword !== '') onSearch('');
        }}
        onSearch={(value) => onSearch(value.trim())}
        placeholder={searchPlaceholder}
        aria-label={searchPlaceholder}
        allowClear
        enterButton={t('common:button.search')}
        style={{ width: 360, maxWidth: '100%' }}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
        {createLabel}
      </Button>
    </Flex>
  );
}
