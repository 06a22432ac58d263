import { Alert, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../contracts/jobs';

/** Percentage of a job, 0 while its total is unknown. */
export function jobPercent(job: Pick<JobInfo, 'done' | 'total' | 'status'>): number {
  if (job.status === 'done') return 100;
  return job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : 0;
}

/** A job's progress bar with "done / total" and, when it died, its error. */
export function JobProgress({ job }: { job: JobInfo }) {
  const { t } = useTranslation();
  const status = job.status === 'dead' ? 'exception' : job.status === 'done' ? 'success' : 'active';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="job-progress">
      <Progress percent={jobPercent(job)} status={status} />
      <Typography.Text type="secondary" data-testid="job-counts">
        {t(`common:jobs.status.${job.status}`)} · {t('common:jobs.counts', { done: job.done, total: job.total })}
      </Typography.Text>
      {job.status === 'dead' && job.last_error ? <Alert type="error" showIcon title={job.last_error} data-testid="job-error" /> : null}
    </Space>
  );
}
