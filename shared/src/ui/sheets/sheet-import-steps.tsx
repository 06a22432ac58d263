import { Alert, Button, Col, Row, Space, Statistic, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isJobFinished, type JobInfo } from '../../contracts/jobs';
import type { SheetPreview, SheetRowProblem, SheetStaleNotice } from '../../contracts/sheets';
import { JobProgress } from '../jobs/job-progress';
import { DownloadButton } from './download-button';
import { SheetPreviewRows, type SheetRowsSource } from './sheet-preview-rows';

export interface UploadStepProps {
  templateUrl: string;
  templateName: string;
  /** the last check failed as a whole (not a sheet, unreadable): why */
  refused: JobInfo | null;
  uploading: boolean;
  onChoose: (file: File) => void;
}

/** The template to fill, and the drop zone for the filled sheet (.xlsx only). */
export function UploadStep({ templateUrl, templateName, refused, uploading, onChoose }: UploadStepProps) {
  const { t } = useTranslation();
  return (
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
          onChoose(file);
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
  );
}

/** A job's progress bar, or a line saying its state cannot be read. */
function JobState({ job, unreadable }: { job: JobInfo | undefined; unreadable: boolean }) {
  const { t } = useTranslation();
  return job ? <JobProgress job={job} /> : unreadable ? <Alert type="error" showIcon title={t('common:sheets.jobUnreadable')} /> : null;
}

/** The sheet's check running: every row is read and checked, nothing written. */
export function CheckingStep({ job, unreadable }: { job: JobInfo | undefined; unreadable: boolean }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="sheet-checking">
      <Typography.Text>{t('common:sheets.validating')}</Typography.Text>
      <JobState job={job} unreadable={unreadable} />
    </Space>
  );
}

/** The import running, then its result, and a way to import another sheet. */
export function ImportStep({ job, unreadable, onAnother }: { job: JobInfo | undefined; unreadable: boolean; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <JobState job={job} unreadable={unreadable} />
      {job && isJobFinished(job.status) ? (
        <Button onClick={onAnother} data-testid="sheet-another">
          {t('common:sheets.another')}
        </Button>
      ) : null}
    </Space>
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

/** The check's counts (total, new, updated, invalid), the invalid rows as a sheet to fix, and the rows themselves. */
export function PreviewStep({ preview, rows }: { preview: SheetPreview; rows?: SheetRowsSource }) {
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
