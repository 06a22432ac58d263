import { type CSSProperties, Fragment, type ReactNode, useState } from 'react';
import { Button, Card, Carousel, Empty, Flex, Result, Segmented, Spin, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@fair/locales/locales';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import type { MiniprogHomeSection } from '@fair/shared/contracts/miniprog';
import type { PublicHome } from '@fair/shared/contracts/miniprog-api';
import { useLocale } from '@fair/shared/i18n/locale-store';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { fetchPublicHome, publicHomeQueryKey } from '../../home/api/home-api';

const SCREEN_WIDTH = 360;
const HTML_LANG: Record<Locale, string> = { 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW', 'en-us': 'en' };

type PreviewLanguage = 'zh' | 'en';
/** The API's locale for the chosen language: Chinese in the console's script (Traditional from a zh-tw console). */
const previewLocale = (language: PreviewLanguage, consoleLocale: Locale): Locale => (language === 'en' ? 'en-us' : consoleLocale === 'en-us' ? 'zh-cn' : consoleLocale);
const cover = (ratio: string): CSSProperties => ({ width: '100%', aspectRatio: ratio, objectFit: 'cover', display: 'block', background: '#f0f0f0' });
const clamp = (lines: number): CSSProperties => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' });

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} style={{ padding: '12px 12px 4px' }}>
      <div style={{ fontWeight: 600, fontSize: 15, marginBottom: 8 }}>{title}</div>
      {children}
    </section>
  );
}

/** The home's blocks drawn at phone size from the public API's answer, in its block order; empty blocks are left out, as the mini-programme does. */
function HomeScreen({ home, t }: { home: PublicHome; t: TFunction }) {
  const nothing = home.banners.length + home.quick_entries.length + home.exhibitors.length + home.products.length + home.activities.length === 0;
  if (nothing) return <Empty style={{ marginTop: 120 }} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('miniprog:preview.empty')} />;
  const blocks: Record<MiniprogHomeSection, ReactNode> = {
    banner: home.banners.length > 0 ? (
      <div data-testid="preview-banners">
        <Carousel autoplay dots>
          {home.banners.map((banner) => (
            <div key={banner.id}>
              <img src={banner.image} alt={banner.title} style={cover('1260 / 432')} />
            </div>
          ))}
        </Carousel>
      </div>
    ) : null,
    quick_entry: home.quick_entries.length > 0 ? (
      <div data-testid="preview-quick-entries" style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12, padding: 12 }}>
        {home.quick_entries.map((entry) => (
          <div key={entry.id} style={{ textAlign: 'center', fontSize: 12 }}>
            <img src={entry.image} alt="" style={{ width: 44, height: 44, borderRadius: 12, objectFit: 'cover', background: '#f0f0f0' }} />
            <div style={clamp(1)}>{entry.title}</div>
          </div>
        ))}
      </div>
    ) : null,
    exhibitor: home.exhibitors.length > 0 ? (
      <Section title={t('miniprog:home.blocks.exhibitor')} testId="preview-exhibitors">
        <div style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 8 }}>
          {home.exhibitors.map((exhibitor) => (
            <div key={exhibitor.id} style={{ flex: '0 0 112px', border: '1px solid #f0f0f0', borderRadius: 8, padding: 8, textAlign: 'center', fontSize: 12 }}>
              {exhibitor.logo ? <img src={exhibitor.logo} alt="" style={{ width: 56, height: 56, objectFit: 'contain' }} /> : <div style={{ height: 56 }} />}
              <div style={{ ...clamp(2), fontWeight: 500 }}>{exhibitor.name}</div>
              {exhibitor.booth ? <div style={{ color: '#8c8c8c' }}>{[exhibitor.hall, exhibitor.booth].filter(Boolean).join(' · ')}</div> : null}
            </div>
          ))}
        </div>
      </Section>
    ) : null,
    product: home.products.length > 0 ? (
      <Section title={t('miniprog:home.blocks.product')} testId="preview-products">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 }}>
          {home.products.map((product) => (
            <div key={product.id} style={{ border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden', fontSize: 12 }}>
              <img src={product.image} alt="" style={cover('1 / 1')} />
              <div style={{ padding: 6 }}>
                <div style={{ ...clamp(2), fontWeight: 500 }}>{product.name}</div>
                <div style={{ ...clamp(1), color: '#8c8c8c' }}>{product.exhibitor_name}</div>
              </div>
            </div>
          ))}
        </div>
      </Section>
    ) : null,
    activity: home.activities.length > 0 ? (
      <Section title={t('miniprog:home.blocks.activity')} testId="preview-activities">
        {home.activities.map((activity) => (
          <div key={activity.id} style={{ display: 'flex', gap: 8, padding: '8px 0', borderBottom: '1px solid #f5f5f5', fontSize: 12 }}>
            {activity.image ? <img src={activity.image} alt="" style={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 4 }} /> : null}
            <div style={{ minWidth: 0 }}>
              <div style={{ ...clamp(2), fontWeight: 500 }}>{activity.title}</div>
              <div style={{ color: '#8c8c8c' }}>{formatFairTime(activity.starts_at)}</div>
              {activity.place ? <div style={{ ...clamp(1), color: '#8c8c8c' }}>{activity.place}</div> : null}
            </div>
          </div>
        ))}
      </Section>
    ) : null,
  };
  return (
    <>
      {home.blocks.map((block) => (
        <Fragment key={block}>{blocks[block]}</Fragment>
      ))}
    </>
  );
}

/**
 * A phone-sized picture of the mini-programme home as the public API serves it right now (only what is
 * published, shown and inside its schedule), refreshed after every change made on these screens; in
 * Chinese or English (the mini-programme's Language-Set), the console's language until the admin picks one.
 */
export function PhonePreview() {
  const { t } = useTranslation();
  const consoleLocale = useLocale();
  const [picked, setPicked] = useState<PreviewLanguage>();
  const language = picked ?? (consoleLocale === 'en-us' ? 'en' : 'zh');
  const locale = previewLocale(language, consoleLocale);
  // the phone's own texts (title, block headings) in the previewed language, as the mini-programme shows them
  const { t: phoneT } = useTranslation(undefined, { lng: locale });
  const query = useQuery({ queryKey: publicHomeQueryKey(locale), queryFn: () => fetchPublicHome(locale) }, usePageQueryClient());
  return (
    <Card
      variant="borderless"
      title={t('miniprog:preview.title')}
      extra={<Button size="small" icon={<ReloadOutlined aria-hidden />} loading={query.isFetching} onClick={() => void query.refetch()} aria-label={t('miniprog:preview.refresh')} />}
    >
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('miniprog:preview.hint')}
      </Typography.Paragraph>
      <Flex justify="center" style={{ marginBottom: 12 }}>
        <Segmented<PreviewLanguage>
          aria-label={t('miniprog:preview.language')}
          value={language}
          onChange={setPicked}
          options={[
            { value: 'zh', label: t('miniprog:preview.chinese') },
            { value: 'en', label: t('miniprog:preview.english') },
          ]}
        />
      </Flex>
      <Flex justify="center">
        <div style={{ width: SCREEN_WIDTH + 20, padding: 10, borderRadius: 36, background: '#1f1f1f' }}>
          <div data-testid="home-preview" aria-label={t('miniprog:preview.title')} lang={HTML_LANG[locale]} style={{ height: 680, borderRadius: 28, background: '#fff', overflowY: 'auto', overflowX: 'hidden' }}>
            <div style={{ position: 'sticky', top: 0, zIndex: 1, background: '#fff', textAlign: 'center', padding: '14px 0 10px', fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>{phoneT('miniprog:preview.appTitle')}</div>
            {query.isError ? (
              <Result status="warning" title={t('miniprog:preview.failed')} extra={<Button onClick={() => void query.refetch()}>{t('common:button.retry')}</Button>} />
            ) : query.data ? (
              <HomeScreen home={query.data} t={phoneT} />
            ) : (
              <Flex justify="center" style={{ marginTop: 120 }}>
                <Spin />
              </Flex>
            )}
          </div>
        </div>
      </Flex>
    </Card>
  );
}
