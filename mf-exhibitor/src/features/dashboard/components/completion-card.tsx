import { Button, Card, Flex, Progress, Typography } from 'antd';
import { CheckCircleFilled, ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ENGLISH_CATALOGUE_ITEMS, type Completion, type CompletionArea } from '@fair/shared/validation/profile-completion';

export interface CompletionFix {
  path: string;
  /** the link's text: fill in, create the first, publish one */
  labelKey: string;
}

const CONTENT_PATHS: Record<Exclude<CompletionArea, 'profile'>, { list: string; create: string }> = {
  product: { list: '/product/list', create: '/product/create' },
  news: { list: '/news/list', create: '/news/create' },
  activity: { list: '/activity/list', create: '/activity/create' },
};

/**
 * Where a missing item is fixed: the profile form; for content, creating the first item, or the list
 * when drafts exist and one only needs publishing.
 */
export function fixOf(area: CompletionArea, hasDrafts: boolean): CompletionFix {
  if (area === 'profile') return { path: '/user/edit', labelKey: 'exhibitor:dashboard.completion.fill' };
  return hasDrafts
    ? { path: CONTENT_PATHS[area].list, labelKey: 'exhibitor:dashboard.completion.publish' }
    : { path: CONTENT_PATHS[area].create, labelKey: 'exhibitor:dashboard.completion.create' };
}

interface CompletionCardProps {
  completion: Completion;
  /** null: this account may not fix it (a sub-account without the power), so no link */
  fixFor: (area: CompletionArea) => CompletionFix | null;
  onNavigate: (path: string) => void;
}

/** The completion percentage and what is still missing, each with a way to fix it. */
export function CompletionCard({ completion, fixFor, onNavigate }: CompletionCardProps) {
  const { t } = useTranslation();
  const complete = completion.missing.length === 0;
  // SPEC §1: the English catalogue page hides the products while either is missing
  const englishMissing = completion.missing.some(({ item }) => ENGLISH_CATALOGUE_ITEMS.includes(item));
  return (
    <Card variant="borderless" title={t('exhibitor:dashboard.completion.title')} style={{ height: '100%' }} data-testid="dashboard-completion">
      <Flex gap={20} align="center" wrap>
        <Progress
          type="circle"
          size={96}
          percent={completion.percent}
          status={complete ? 'success' : 'normal'}
          format={(percent) => `${percent}%`}
          aria-label={t('exhibitor:dashboard.completion.percent', { percent: completion.percent })}
        />
        <Typography.Text style={{ flex: '1 1 160px' }}>
          {complete ? (
            <>
              <CheckCircleFilled style={{ color: '#52c41a' }} /> {t('exhibitor:dashboard.completion.complete')}
            </>
          ) : (
            t('exhibitor:dashboard.completion.missingCount', { count: completion.missing.length })
          )}
        </Typography.Text>
      </Flex>
      {!complete && (
        <ul style={{ listStyle: 'none', padding: 0, margin: '16px 0 0' }} aria-label={t('exhibitor:dashboard.completion.missingList')}>
          {completion.missing.map(({ item, area }) => {
            const fix = fixFor(area);
            return (
            <li key={item} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '6px 0', borderTop: '1px solid #f0f0f0' }} data-testid={`missing-${item}`}>
              <span style={{ minWidth: 0 }}>
                <ExclamationCircleOutlined style={{ color: '#faad14', marginInlineEnd: 6 }} aria-hidden="true" />
                {t(`exhibitor:dashboard.completion.items.${item}`)}
              </span>
              {fix && (
                <Button size="small" type="link" onClick={() => onNavigate(fix.path)}>
                  {t(fix.labelKey)}
                </Button>
              )}
            </li>
            );
          })}
        </ul>
      )}
      {englishMissing && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '12px 0 0' }} data-testid="english-catalogue-note">
          <InfoCircleOutlined aria-hidden="true" /> {t('exhibitor:dashboard.completion.englishCatalogue')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
