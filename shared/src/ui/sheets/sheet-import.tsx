import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Flex, Row, Space, Statistic, Steps, Table, Typography, Upload, theme } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { JobInfo } from '../../contracts/jobs';
import { isJobFinished } from '../../contracts/jobs';
import { staleImportOf, type SheetImportStarted, type SheetPreview, type SheetRowProblem, type SheetStaleNotice } from '../../contracts/sheets';
import { notifier } from '../../feedback/notifier';
import { refusalOf } from '../image-upload-field';
import { JobProgress } from '../jobs/job-progress';
import { useJobProgress } from '../jobs/use-job-progress';
import { DownloadButton } from './download-button';
import { SheetPreviewRows, type SheetRowsSource } from './sheet-preview-rows';

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
  /** an import job that ended (not one refused as stale: the drawer then shows the new check instead) */
  onFinished?: (job: JobInfo) => void;
  /** the preview's rows, paged per action (what the confirm creates, updates, refuses); without it the preview lists the problems only */
  rows?: SheetRowsSource;
}

const readJobId = (value: string | null): number | null => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/**
 * Upload a sheet → its check job (every row: new / updated / invalid, the invalid rows as a sheet to
 * fix) → confirm → the import job's progress. Both jobs live in the address, so a reload comes back to
 * the check or the import where it was. The console's imports are all built from this.
 */
export function SheetImport({ templateUrl, templateName, upload, confirm, checkParam = 'import_check', jobParam = 'import_job', onFinished, rows }: SheetImportProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const checkId = readJobId(searchParams.get(checkParam));
  const jobId = readJobId(searchParams.get(jobParam));
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const check = useJobProgress(jobId === null ? checkId : null);
  const job = useJobProgress(jobId);
  const reported = useRef<number | null>(null);
  const { token } = theme.useToken();
  // the preview's rows can run long: the buttons stay at the bottom of the drawer's view
  // it sticks over the drawer body's bottom padding too, so no row shows through below it
  const actionBar = { position: 'sticky', bottom: -token.paddingLG, zIndex: 3, width: '100%', padding: `${token.paddingSM}px 0 ${token.paddingSM + token.paddingLG}px`, background: token.colorBgElevated, borderTop: `1px solid ${token.colorSplit}` } as const;

  const stale = job.data?.status === 'done' ? staleImportOf(job.data.result) : null;
  useEffect(() => {
    const info = job.data;
    if (info && isJobFinished(info.status) && reported.current !== info.id) {
      reported.current = info.id;
      // refused as stale: nothing was written, and the new check of the same sheet is the one to confirm
      if (!stale) onFinished?.(info);
    }
  }, [job.data, onFinished, stale]);

  /** One address change for both ids (null removes one, undefined leaves it). */
  const setJobs = (ids: { check?: number | null; job?: number | null }, replace = false) =>
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
      { replace },
    );

  // the import job (stale) is no step to come back to: the address swaps it for the new check
  const staleCheck = stale?.stale_preview_job_id ?? null;
  useEffect(() => {
    if (staleCheck !== null) setJobs({ check: staleCheck, job: null }, true);
    // setJobs is rebuilt each render; the check to show is all that matters
  }, [staleCheck]);

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
    // a Flex, not a Space: Space wraps each child in a box of its own height, where the action bar could not stick
    <Flex vertical gap="large" data-testid="sheet-import">
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
      {current === 1 && preview ? <PreviewStep key={preview.preview_id} preview={preview} rows={rows} /> : null}
      {current === 1 ? (
        <Space style={actionBar} data-testid="sheet-actions">
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
    </Flex>
  );
}

/** The records changed between the check and its confirm: nothing was written, and this is the sheet checked again. */
function StaleNotice({ notice }: { notice: SheetStaleNotice }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="sheet-stale"
      title={t('common:sheets.staleTitle')}
      description={
        notice.rows.length > 0 ? (
          <>
            <Typography.Text strong>{t('common:sheets.staleRows')}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {notice.rows.map((row) => (
                <li key={row.row}>{t('common:sheets.staleRow', { row: row.row, key: row.key, message: row.message })}</li>
              ))}
            </ul>
          </>
        ) : undefined
      }
    />
  );
}

function PreviewStep({ preview, rows }: { preview: SheetPreview; rows?: SheetRowsSource }) {
  const { t } = useTranslation();
  // a check queued before its rows were kept has no row list: its problems are all there is
  const rowList = rows && preview.rows_url ? rows : null;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="sheet-preview">
      {preview.stale ? <StaleNotice notice={preview.stale} /> : null}
      {preview.skipped_example_rows?.length ? (
        <Alert type="info" showIcon title={t('common:sheets.exampleSkipped', { rows: preview.skipped_example_rows.join(', ') })} data-testid="sheet-example-skipped" />
      ) : null}
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
      {rowList ? <SheetPreviewRows preview={preview} source={rowList} /> : null}
      {!rowList && preview.problems.length > 0 ? (
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
