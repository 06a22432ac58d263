import { Descriptions, Drawer, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MiniprogTermsVersion } from '@fair/shared/contracts/miniprog';
import { StatusTag } from '@fair/shared/ui/content/content-state-tags';
import { formatFairTime } from '@fair/shared/ui/fair-time';
import { HtmlFrame } from './html-frame';

/** Any version, published, current or draft, read as it stands (older versions stay readable). */
export function TermsViewDrawer({ version, onClose }: { version: MiniprogTermsVersion | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={version !== null} onClose={onClose} size={720} title={version ? `${t(`miniprog:terms.kinds.${version.kind}`)} v${version.version}` : ''} destroyOnHidden>
      {version ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('miniprog:shared.state')}>
              <Space>
                <StatusTag status={version.status} />
                {version.current ? <Tag color="blue">{t('miniprog:terms.current')}</Tag> : null}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('common:table.publishTime')}>{formatFairTime(version.published_at) || '—'}</Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              { key: 'zh', label: t('miniprog:shared.chinese'), title: version.title_zh, html: version.content_zh },
              { key: 'en', label: t('miniprog:shared.english'), title: version.title_en, html: version.content_en },
            ].map((part) => ({
              key: part.key,
              label: part.label,
              children: (
                <>
                  <Typography.Title level={5}>{part.title}</Typography.Title>
                  <HtmlFrame html={part.html} title={`${part.title} (${part.label})`} />
                </>
              ),
            }))}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
