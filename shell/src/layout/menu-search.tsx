import { useMemo, useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { AutoComplete, Input, Modal } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RouteDef } from '@fair/shared/contracts/routes';

export interface MenuOption {
  value: string;
  label: string;
}

/** Entries whose translated title (or path) contains the query, case-insensitively; all when empty. */
export function searchMenu(options: readonly MenuOption[], query: string): MenuOption[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle));
}

interface MenuSearchProps {
  open: boolean;
  routes: readonly RouteDef[];
  onClose: () => void;
  /** called with the chosen route's path */
  onChoose: (path: string) => void;
}

/** SPEC §2 sidebar search: autocomplete over the current client type's menu; choosing navigates. */
export function MenuSearch({ open, routes, onClose, onChoose }: MenuSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const inputRef = useRef<InputRef>(null);
  const options = useMemo(() => routes.map((route) => ({ value: route.path, label: t(route.titleKey) })), [routes, t]);
  const matches = searchMenu(options, query);

  const choose = (path: string) => {
    setQuery('');
    onChoose(path);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('shell:layout.search')}
      destroyOnHidden
      width={480}
      // The dialog takes focus when it opens; hand it to the search field so typing starts at once.
      afterOpenChange={(opened) => opened && inputRef.current?.focus()}
    >
      <AutoComplete
        defaultActiveFirstOption
        open={open}
        style={{ width: '100%' }}
        value={query}
        options={matches.map((option) => ({ value: option.value, label: option.label }))}
        onSearch={setQuery}
        onSelect={(value: string) => choose(value)}
        notFoundContent={t('shell:layout.searchEmpty')}
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Input ref={inputRef} size="large" prefix={<SearchOutlined />} placeholder={t('shell:layout.searchPlaceholder')} aria-label={t('shell:layout.search')} />
      </AutoComplete>
      <div style={{ height: Math.min(matches.length, 8) * 32 + 16 }} />
    </Modal>
  );
}
