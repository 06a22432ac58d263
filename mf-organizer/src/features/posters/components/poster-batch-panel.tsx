import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isJobFinished } from '@fair/shared/contracts/jobs';
import { POSTER_PATHS, type PosterBatchResult } from '@fair/shared/contracts/poster';
import { formatFileSize } from '@fair/shared/ui/files/file-size';
import { JobProgress } from '@fair/shared/ui/jobs/job-progress';
import { useJobProgress } from '@fair/shared/ui/jobs/use-job-progress';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';

/**
 * A poster batch followed from the address (`?batch=<job id>`, so a reload finds it again): its progress,
 * then the zip to download with what it holds, or the reason it failed.
 */
export function PosterBatchPanel({ jobId, onClose }: { jobId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const job = useJobProgress(jobId);
  const text = (key: string, options?: Record<string, unknown>) => t(`organizer:posters.${key}`, options);
  const result = job.data?.status === 'done' ? (job.data.result as PosterBatchResult) : null;
  return (
    <Card size="small" title={text('batchTitle')} data-testid="poster-batch" style={{ marginBottom: 16 }} extra={<Button type="link" onClick={onClose}>{text('batchClose')}</Button>}>
      {job.data ? <JobProgress job={job.data} /> : job.isError ? <Typography.Text type="danger">{text('batchUnreadable')}</Typography.Text> : <Typography.Text type="secondary">{text('batchStarting')}</Typography.Text>}
      {result ? (
        <Space wrap style={{ marginTop: 12 }}>
          <DownloadButton type="primary" url={POSTER_PATHS.batchFile} params={{ id: jobId }} fallbackName={result.file_name} data-testid="poster-batch-download">
            {text('batchDownload', { name: result.file_name })}
          </DownloadButton>
          <Typography.Text type="secondary" data-testid="poster-batch-summary">
            {text('batchSummary', { count: result.count, rendered: result.rendered, size: formatFileSize(result.size) })}
          </Typography.Text>
        </Space>
      ) : null}
      {job.data && !isJobFinished(job.data.status) ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {text('batchHint')}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
