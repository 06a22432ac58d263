import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Drawer, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ExhibitorAccountFilters } from '@fair/shared/contracts/exhibitor-accounts';
import {
  EXHIBITOR_SHEET_COLUMNS,
  EXHIBITOR_SHEET_PATHS,
  EXHIBITOR_SHEET_ROWS_PAGE_SIZE,
  exhibitorSheetHeader,
  type ExhibitorSheetApplied,
  type ExhibitorSheetExportQuery,
} from '@fair/shared/contracts/exhibitor-sheets';
import type { JobInfo } from '@fair/shared/contracts/jobs';
import { notifier } from '@fair/shared/feedback/notifier';
import type { ListParams } from '@fair/shared/ui/list/list-params';
import { DownloadButton } from '@fair/shared/ui/sheets/download-button';
import { SheetImport } from '@fair/shared/ui/sheets/sheet-import';
import { sheetRowColumns, type SheetRowsSource } from '@fair/shared/ui/sheets/sheet-preview-rows';
import { confirmExhibitorSheet, fetchExhibitorSheetRows, uploadExhibitorSheet } from '../api/exhibitor-sheet-api';

/** The address parameters of the sheet's check and of its import: a reload opens the drawer on the same step. */
const CHECK_JOB_PARAM = 'import_check';
const IMPORT_JOB_PARAM = 'import_job';
const JOB_PARAMS = [CHECK_JOB_PARAM, IMPORT_JOB_PARAM];

/** The list's search and filters, as the export applies them. */
export function exportQueryOf(params: ListParams<ExhibitorAccountFilters>): ExhibitorSheetExportQuery {
  const { type, send_status, profile } = params.filters;
  return Object.fromEntries(Object.entries({ keyword: params.keyword, type, send_status, profile }).filter(([, value]) => value)) as ExhibitorSheetExportQuery;
}

/**
 * SPEC §2 /account/exhibitor-account-manage: import the exhibitor information sheet (a drawer: template,
 * upload, every row checked, error sheet, confirm, progress) and export accounts (SPEC §7, the list's
 * filters, 'exporting accounts, please wait' while the file is made).
 */
export function ExhibitorSheetActions({ listParams, onImported }: { listParams: ListParams<ExhibitorAccountFilters>; onImported: () => Promise<void> }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const jobInAddress = JOB_PARAMS.some((param) => searchParams.has(param));
  const [opened, setOpened] = useState(false);
  // a drawer the address opened (a reload during a check or an import) stays open when its step clears the
  // address, as for 'import another sheet': only the user closes it
  useEffect(() => {
    if (jobInAddress) setOpened(true);
  }, [jobInAddress]);
  const open = opened || jobInAddress;

  const close = () => {
    setOpened(false);
    // the jobs go on without the drawer; the list shows what the import wrote
    if (jobInAddress) {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          for (const param of JOB_PARAMS) next.delete(param);
          return next;
        },
        { replace: true },
      );
    }
  };

  // the rows of a check: the key of a row is its account's e-mail, headed as in the sheet
  const rows = useMemo<SheetRowsSource>(() => {
    const keyTitle = exhibitorSheetHeader(EXHIBITOR_SHEET_COLUMNS.find((column) => column.key === 'email')!);
    return { queryKey: ['exhibitor-sheets', 'rows'], fetchPage: fetchExhibitorSheetRows, pageSize: EXHIBITOR_SHEET_ROWS_PAGE_SIZE, columns: (action) => sheetRowColumns(t, action, { keyTitle }) };
  }, [t]);

  const finished = useCallback(
    (job: JobInfo) => {
      if (job.status !== 'done') return;
      const outcome = job.result as ExhibitorSheetApplied;
      notifier().success(t('organizer:exhibitor-accounts.sheets.imported', { created: outcome.created, updated: outcome.updated }));
      void onImported();
    },
    [onImported, t],
  );

  // the buttons get their own Space: the toolbar spaces its actions, and this component is one of them
  return (
    <>
      <Space wrap>
        <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpened(true)} data-testid="sheet-import-open">
          {t('organizer:exhibitor-accounts.sheets.import')}
        </Button>
        <DownloadButton
          url={EXHIBITOR_SHEET_PATHS.export}
          params={exportQueryOf(listParams)}
          fallbackName="exhibitor-accounts.xlsx"
          busyText={t('common:progress.exportingAccounts')}
          data-testid="sheet-export"
        >
          {t('organizer:exhibitor-accounts.sheets.export')}
        </DownloadButton>
      </Space>
      <Drawer open={open} onClose={close} title={t('organizer:exhibitor-accounts.sheets.import')} size={760} destroyOnHidden>
        <SheetImport
          templateUrl={EXHIBITOR_SHEET_PATHS.template}
          templateName="exhibitor-import-template.xlsx"
          upload={uploadExhibitorSheet}
          confirm={confirmExhibitorSheet}
          checkParam={CHECK_JOB_PARAM}
          jobParam={IMPORT_JOB_PARAM}
          onFinished={finished}
          rows={rows}
        />
      </Drawer>
    </>
  );
}
