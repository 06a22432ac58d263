import { Button, Flex, Space, Steps, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobInfo } from '../../contracts/jobs';
import type { SheetImportStarted } from '../../contracts/sheets';
import { CheckingStep, ImportStep, PreviewStep, UploadStep } from './sheet-import-steps';
import type { SheetRowsSource } from './sheet-preview-rows';
import { useSheetImport } from './use-sheet-import';

export { SHEET_EXTENSIONS } from './use-sheet-import';

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

/**
 * Upload a sheet → its check job (every row: new / updated / invalid, the invalid rows as a sheet to
 * fix) → confirm → the import job's progress. Both jobs live in the address, so a reload comes back to
 * the check or the import where it was. The console's imports are all built from this.
 */
export function SheetImport({ templateUrl, templateName, upload, confirm, checkParam = 'import_check', jobParam = 'import_job', onFinished, rows }: SheetImportProps) {
  const { t } = useTranslation();
  const { step, check, job, preview, refused, uploading, confirming, choose, start, setJobs } = useSheetImport({ upload, confirm, checkParam, jobParam, onFinished });
  const { token } = theme.useToken();
  // the preview's rows can run long: the buttons stay at the bottom of the drawer's view
  // it sticks over the drawer body's bottom padding too, so no row shows through below it
  const actionBar = { position: 'sticky', bottom: -token.paddingLG, zIndex: 3, width: '100%', padding: `${token.paddingSM}px 0 ${token.paddingSM + token.paddingLG}px`, background: token.colorBgElevated, borderTop: `1px solid ${token.colorSplit}` } as const;
  const writable = preview ? preview.created + preview.updated : 0;
  const validating = uploading || (step === 1 && !preview);

  return (
    // a Flex, not a Space: Space wraps each child in a box of its own height, where the action bar could not stick
    <Flex vertical gap="large" data-testid="sheet-import">
      <Steps
        size="small"
        current={step}
        items={[{ title: t('common:sheets.stepUpload') }, { title: t('common:sheets.stepPreview') }, { title: t('common:sheets.stepImport') }]}
      />
      {step === 0 ? <UploadStep templateUrl={templateUrl} templateName={templateName} refused={refused} uploading={uploading} onChoose={(file) => void choose(file)} /> : null}
      {step === 1 && validating ? <CheckingStep job={check.data} unreadable={check.isError} /> : null}
      {step === 1 && preview ? <PreviewStep key={preview.preview_id} preview={preview} rows={rows} /> : null}
      {step === 1 ? (
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
      {step === 2 ? <ImportStep job={job.data} unreadable={job.isError} onAnother={() => setJobs({ job: null })} /> : null}
    </Flex>
  );
}
