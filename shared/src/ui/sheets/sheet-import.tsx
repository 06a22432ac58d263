import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Row, Space, Statistic, Steps, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { JobInfo } from '../../contracts/jobs';
import { isJobFinished } from '../../contracts/jobs';
import type { SheetImportStarted, SheetPreview, SheetRowProblem } from '../../contracts/sheets';
import { notifier } from '../../feedback/notifier';
import { refusalOf } from '../image-upload-field';
import { JobProgress } from '../jobs/job-progress';
import { useJobProgress } from '../jobs/use-job-progress';
import { DownloadButton } from './download-button';

export const SHEET_EXTENSIONS = ['xlsx'] as const;

export interface SheetImportProps {
  /** the template with the columns, an example row and a notes sheet */
  templateUrl: string;
  templateName: string;
  /** uploads the sheet and answers its check job: the server checks every row and writes nothing */
  upload: (file: File) => Promise<{ job_id: number }>;
  /** writes the valid rows (one job, all or nothing) */
  confirm: (previewId: string) => Promise<SheetImportStarted>;
  /** the address parameters holding the check job's and the import job's ids: a reload shows the same step */
  checkParam?: string;
  jobParam?: string;
  onFinished?: (job: JobInfo) => void;
}

const readJobId = (value: string | null): number | null => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/**
 * Upload a sheet → its check job (every row: new / updated / invalid, the invalid rows as a sheet to
 * fix) → confirm → the import job's progress. Both jobs live in the address, so a reload comes back to
 * the check or the import where it was. The console's imports are all built from this.
 */
export function SheetImport({ templateUrl, templateName, upload, confirm, checkParam = 'import_check', jobParam = 'import_job', onFinished }: SheetImportProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkId = readJobId(searchParams.get(checkParam));
  const jobId = readJobId(searchParams.get(jobParam));
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const check = useJobProgress(jobId === null ? checkId : null);
  const job = useJobProgress(jobId);
  const reported = useRef<number | null>(null);

  useEffect(() => {
    const info = job.data;
    if (info && isJobFinished(info.status) && reported.current !== info.id) {
      reported.current = info.id;
      onFinished?.(info);
    }
  }, [job.data, onFinished]);

  /** One address change for both ids (null removes one, undefined leaves it). */
  const setJobs = (ids: { check?: number | null; job?: number | null }) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        for (const [param, id] of [
          [checkParam, ids.check],
          [jobParam, ids.job],
        ] as const) {
          if (id === null) next.delete(param);
          else if (id !== undefined) next.set(param, String(id));
        }
        return next;
      },
      { replace: false },
    );

  const choose = async (file: File) => {
    const refusal = refusalOf(file, SHEET_EXTENSIONS);
    if (refusal) {
      notifier().error(t(refusal === 'common:upload.fileTypeNotAllowed' ? 'common:sheets.onlyXlsx' : refusal));
      return;
    }
    setUploading(true);
    try {
      const started = await upload(file);
      setJobs({ check: started.job_id, job: null });
    } catch {
      // the api client showed the server's reason; the upload step stays open
    } finally {
      setUploading(false);
    }
  };

  const preview = check.data?.status === 'done' ? (check.data.result as SheetPreview) : null;
  const refused = check.data?.status === 'dead' ? check.data : null;

  const start = async () => {
    if (!preview) return;
    setConfirming(true);
    try {
      const started = await confirm(preview.preview_id);
      setJobs({ check: null, job: started.job_id });
    } catch {
      // shown by the api client; the preview stays so the user can try again
    } finally {
      setConfirming(false);
    }
  };

  const current = jobId !== null ? 2 : checkId !== null && !refused ? 1 : 0;
  const writable = preview ? preview.created + preview.updated : 0;
  const validating = uploading || (current === 1 && !preview);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="sheet-import">
      <Steps
        size="small"
        current={current}
        items={[{ title: t('common:sheets.stepUpload') }, { title: t('common:sheets.stepPreview') }, { title: t('common:sheets.stepImport') }]}
      />
      {current === 0 ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {refused ? <Alert type="error" showIcon title={refused.last_error ?? t('common:jobs.status.dead')} data-testid="sheet-refused" /> : null}
          <Typography.Text>
            {t('common:sheets.templateHint')}{' '}
            <DownloadButton type="link" url={templateUrl} fallbackName={templateName} data-testid="sheet-template">
              {t('common:sheets.template')}
            </DownloadButton>
          </Typography.Text>
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={uploading}
            beforeUpload={(file) => {
              void choose(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{uploading ? t('common:sheets.validating') : t('common:sheets.dropHint')}</p>
            <p className="ant-upload-hint">{t('common:sheets.onlyXlsx')}</p>
          </Upload.Dragger>
        </Space>
      ) : null}
      {current === 1 && validating ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="sheet-checking">
          <Typography.Text>{t('common:sheets.validating')}</Typography.Text>
          {check.data ? <JobProgress job={check.data} /> : check.isError ? <Alert type="error" showIcon title={t('common:sheets.jobUnreadable')} /> : null}
        </Space>
      ) : null}
      {current === 1 && preview ? <PreviewStep preview={preview} /> : null}
      {current === 1 ? (
        <Space>
          <Button onClick={() => setJobs({ check: null })} disabled={confirming}>
            {t('common:sheets.reupload')}
          </Button>
          {preview ? (
            <Button type="primary" onClick={() => void start()} loading={confirming} disabled={writable === 0} data-testid="sheet-confirm">
              {t('common:sheets.confirm', { count: writable })}
            </Button>
          ) : null}
        </Space>
      ) : null}
      {current === 2 ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {job.data ? <JobProgress job={job.data} /> : job.isError ? <Alert type="error" showIcon title={t('common:sheets.jobUnreadable')} /> : null}
          {job.data && isJobFinished(job.data.status) ? (
            <Button onClick={() => setJobs({ job: null })} data-testid="sheet-another">
              {t('common:sheets.another')}
            </Button>
          ) : null}
        </Space>
      ) : null}
    </Space>
  );
}

function PreviewStep({ preview }: { preview: SheetPreview }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="sheet-preview">
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title={t('common:sheets.total')} value={preview.total} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('common:sheets.created')} value={preview.created} styles={{ content: { color: '#389e0d' } }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('common:sheets.updated')} value={preview.updated} styles={{ content: { color: '#0958d9' } }} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('common:sheets.invalid')} value={preview.invalid} styles={{ content: { color: preview.invalid ? '#cf1322' : undefined } }} />
        </Col>
      </Row>
      {preview.invalid > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={t('common:sheets.invalidNotice', { count: preview.invalid })}
          action={
            preview.invalid_sheet_url ? (
              <DownloadButton size="small" url={preview.invalid_sheet_url} fallbackName="invalid-rows.xlsx" data-testid="sheet-invalid-download">
                {t('common:sheets.downloadInvalid')}
              </DownloadButton>
            ) : undefined
          }
        />
      ) : null}
      {preview.problems.length > 0 ? (
        <Table<SheetRowProblem>
          size="small"
          rowKey={(problem) => `${problem.row}:${problem.column}`}
          dataSource={preview.problems}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('common:sheets.row'), dataIndex: 'row', width: 80 },
            { title: t('common:sheets.column'), dataIndex: 'column', width: 200 },
            { title: t('common:sheets.problem'), dataIndex: 'message' },
          ]}
        />
      ) : null}
    </Space>
  );
}
