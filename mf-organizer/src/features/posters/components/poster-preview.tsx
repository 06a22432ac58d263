import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Flex, Segmented, Select, Spin, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import type { PosterTemplate } from '@fair/shared/contracts/poster';
import { POSTER_LOCALES, type PosterLocale } from '@fair/shared/validation/poster';
import { POSTERS_QUERY_KEY, fetchPosterExhibitors, fetchPosterPreview } from '../api/poster-api';

const WIDTH = 400;
const HEIGHT = 600;
/** Edits settle this long before the server draws them: one drawing per pause, not one per key. */
export const PREVIEW_DELAY_MS = 400;

function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export interface PosterPreviewProps {
  /** the template as edited; null while it cannot be drawn (no background yet) */
  template: PosterTemplate | null;
  /** the company first shown (from the address: the list's preview link) */
  initialExhibitor?: number;
  initialLocale: PosterLocale;
}

/**
 * The edited template drawn by the server's own renderer on a company chosen by a searchable picker, in
 * Chinese or English: exactly what that company's poster becomes once the template is saved.
 */
export function PosterPreview({ template, initialExhibitor, initialLocale }: PosterPreviewProps) {
  const { t } = useTranslation();
  const client = usePageQueryClient();
  const text = (key: string) => t(`organizer:posters.${key}`);
  const [search, setSearch] = useState('');
  const keyword = useSettled(search, PREVIEW_DELAY_MS);
  const [chosen, setChosen] = useState<number | undefined>(initialExhibitor);
  const [locale, setLocale] = useState<PosterLocale>(initialLocale);
  const companies = useQuery(
    { queryKey: [...POSTERS_QUERY_KEY, 'picker', keyword], queryFn: () => fetchPosterExhibitors({ keyword: keyword || undefined, page_size: 20 }), placeholderData: keepPreviousData },
    client,
  );
  const options = (companies.data?.list ?? []).map((item) => ({ value: item.id, label: item.name_en ? `${item.name_zh_cn} · ${item.name_en}` : item.name_zh_cn }));
  const exhibitorId = chosen ?? companies.data?.list[0]?.id;
  const settled = useSettled(template, PREVIEW_DELAY_MS);
  const request = useMemo(() => (settled && exhibitorId ? { template: settled, exhibitor_id: exhibitorId, locale } : null), [settled, exhibitorId, locale]);
  const preview = useQuery(
    {
      queryKey: [...POSTERS_QUERY_KEY, 'preview', request],
      queryFn: ({ signal }) => fetchPosterPreview(request!, signal),
      enabled: request !== null,
      placeholderData: keepPreviousData,
      retry: false,
      staleTime: Infinity,
    },
    client,
  );
  const url = useMemo(() => (preview.data ? URL.createObjectURL(preview.data) : null), [preview.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  return (
    <Card size="small" title={text('previewTitle')} data-testid="poster-preview-panel">
      <Flex vertical gap={12}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          aria-label={text('previewCompany')}
          placeholder={text('previewCompanyPlaceholder')}
          value={exhibitorId}
          onChange={setChosen}
          options={options}
          loading={companies.isFetching}
          notFoundContent={companies.isFetching ? <Spin size="small" /> : text('previewNoCompany')}
          style={{ width: '100%' }}
          data-testid="poster-preview-company"
        />
        <Segmented<PosterLocale> block aria-label={text('language')} value={locale} onChange={setLocale} options={POSTER_LOCALES.map((value) => ({ value, label: text(`languages.${value}`) }))} />
        <div style={{ width: WIDTH, maxWidth: '100%', aspectRatio: `${WIDTH} / ${HEIGHT}`, position: 'relative', background: '#f5f5f5', borderRadius: 8, overflow: 'hidden' }}>
          {url ? <img src={url} alt={text('previewAlt')} width={WIDTH} height={HEIGHT} style={{ display: 'block', width: '100%', height: 'auto' }} data-testid="poster-preview-image" /> : null}
          {preview.isFetching || (request && !url && !preview.isError) ? (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, background: url ? 'rgba(255,255,255,0.4)' : undefined }}>
              <Spin />
            </Flex>
          ) : null}
          {!request ? (
            <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, padding: 24 }}>
              <Typography.Text type="secondary">{template ? text('previewNoCompany') : text('previewNeedsImage')}</Typography.Text>
            </Flex>
          ) : null}
        </div>
        {preview.isError ? <Alert type="warning" showIcon title={(preview.error as Error).message || text('previewFailed')} data-testid="poster-preview-error" /> : null}
      </Flex>
    </Card>
  );
}
