import { useMemo, useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { AutoComplete, Input, Modal, Spin } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SEARCH_SUGGESTION_MAX_DELAY_MS } from '@fair/shared/constants/limits';
import type { RouteDef } from '@fair/shared/contracts/routes';
import { useDelayedValue } from './use-delayed-value';

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
  /** milliseconds before the suggestions for a new query show; SPEC §9: random, up to 1 s */
  suggestionDelay?: () => number;
}

const randomSuggestionDelay = () => Math.random() * SEARCH_SUGGESTION_MAX_DELAY_MS;

/** SPEC §2 sidebar search: autocomplete over the current client type's menu; choosing navigates. */
export function MenuSearch({ open, routes, onClose, onChoose, suggestionDelay = randomSuggestionDelay }: MenuSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const suggestionQuery = useDelayedValue(query, suggestionDelay);
  const inputRef = useRef<InputRef>(null);
  const options = useMemo(() => routes.map((route) => ({ value: route.path, label: t(route.titleKey) })), [routes, t]);
  // while the delay runs, the list shows a loading row instead of suggestions for an older query
  const matches = suggestionQuery.pending ? [] : searchMenu(options, suggestionQuery.value);

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
        notFoundContent={
          suggestionQuery.pending ? (
            <span role="status">
              <Spin size="small" /> {t('shell:layout.searchLoading')}
            </span>
          ) : (
            t('shell:layout.searchEmpty')
          )
        }
        getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
      >
        <Input ref={inputRef} size="large" prefix={<SearchOutlined />} placeholder={t('shell:layout.searchPlaceholder')} aria-label={t('shell:layout.search')} />
      </AutoComplete>
      <div style={{ height: Math.max(Math.min(matches.length, 8), 1) * 32 + 16 }} />
    </Modal>
  );
}
