import { useEffect, useMemo, useState } from 'react';
import { Select, Space, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@fair/shared/constants/limits';
import { NOTIFICATION_EXHIBITORS_MAX, type NotificationExhibitor } from '@fair/shared/contracts/notifications';
import { exhibitorTypeLabelKey, inTypeOrder } from '@fair/shared/contracts/exhibitor-types';
import { NOTIFICATIONS_QUERY_KEY, fetchExhibitorOptions } from '../api/notification-api';

export interface ExhibitorPickerProps {
  /** chosen exhibitor ids (antd Form.Item value) */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** the exhibitors chosen when the form loaded, so their names show before any search */
  initial: NotificationExhibitor[];
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * Chooses exhibitors by Chinese or English company name: each search asks the server (after the SPEC §9
 * autocomplete pause) for the first matches; chosen companies keep their names while other searches run.
 */
export function ExhibitorPicker({ value = [], onChange, initial, disabled, 'aria-label': ariaLabel }: ExhibitorPickerProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), AUTOCOMPLETE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const matches = useQuery(
    { queryKey: [...NOTIFICATIONS_QUERY_KEY, 'exhibitors', keyword], queryFn: () => fetchExhibitorOptions(keyword), placeholderData: keepPreviousData, enabled: !disabled },
    usePageQueryClient(),
  );
  // names of every exhibitor seen so far: a chosen one stays labelled when a new search no longer lists it
  const [known, setKnown] = useState(() => new Map(initial.map((exhibitor) => [exhibitor.id, exhibitor])));
  useEffect(() => {
    if (matches.data) setKnown((before) => new Map([...before, ...matches.data.map((exhibitor) => [exhibitor.id, exhibitor] as const)]));
  }, [matches.data]);
  const options = useMemo(() => {
    const listed = matches.data ?? [];
    const chosen = value.flatMap((id) => (listed.some((exhibitor) => exhibitor.id === id) ? [] : [known.get(id) ?? { id, name_zh_cn: `#${id}`, name_en: '', exhibitor_types: [] }]));
    return [...chosen, ...listed].map((exhibitor) => ({
      value: exhibitor.id,
      label: exhibitor.name_zh_cn,
      title: exhibitor.name_en,
      render: (
        <Space size={4} wrap>
          <Typography.Text>{exhibitor.name_zh_cn}</Typography.Text>
          {exhibitor.name_en ? <Typography.Text type="secondary">{exhibitor.name_en}</Typography.Text> : null}
          {inTypeOrder(exhibitor.exhibitor_types).map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>
              {t(exhibitorTypeLabelKey(type))}
            </Tag>
          ))}
        </Space>
      ),
    }));
  }, [matches.data, value, known, t]);

  return (
    <Select<number[]>
      mode="multiple"
      value={value}
      onChange={(ids) => onChange?.(ids)}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      onBlur={() => setTyped('')}
      maxCount={NOTIFICATION_EXHIBITORS_MAX}
      loading={matches.isFetching}
      disabled={disabled}
      options={options}
      optionRender={(option) => option.data.render}
      notFoundContent={matches.isFetching ? null : t('common:data.empty')}
      placeholder={t('organizer:notifications.exhibitorsPlaceholder')}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
    />
  );
}
