import { Card, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageQueryClient } from '@fair/shared/api/query-client';
import { LoadFailed } from '@fair/shared/ui/load-failed';
import { POSTER_TEMPLATE_KEY, fetchPosterTemplate } from '../api/poster-api';
import { PosterTemplateForm } from '../components/poster-template-form';

/** /poster/edit: the saved template loaded, then its form beside the preview. */
export default function PosterEditPage() {
  const { t } = useTranslation();
  const template = useQuery({ queryKey: POSTER_TEMPLATE_KEY, queryFn: fetchPosterTemplate }, usePageQueryClient());
  if (template.isPending) {
    return (
      <Card variant="borderless" data-testid="poster-template-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (template.isError) return <LoadFailed onRetry={() => void template.refetch()} retrying={template.isFetching} text={t('organizer:posters.loadFailed')} />;
  return <PosterTemplateForm template={template.data} />;
}
