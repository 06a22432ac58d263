import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { JobInfo } from '../../contracts/jobs';
import { isJobFinished } from '../../contracts/jobs';
import { staleImportOf, type SheetImportStarted, type SheetPreview } from '../../contracts/sheets';
import { notifier } from '../../feedback/notifier';
import { refusalOf } from '../image-upload-field';
import { useJobProgress } from '../jobs/use-job-progress';

export const SHEET_EXTENSIONS = ['xlsx'] as const;

export interface SheetImportCalls {
  upload: (file: File) => Promise<{ job_id: number }>;
  confirm: (previewId: string) => Promise<SheetImportStarted>;
  /** the address parameters holding the check job's and the import job's ids */
  checkParam: string;
  jobParam: string;
  onFinished?: (job: JobInfo) => void;
}

const readJobId = (value: string | null): number | null => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/** The check job's and the import job's ids as the address holds them, and one change of both. */
function useJobParams(checkParam: string, jobParam: string) {
  const [searchParams, setSearchParams] = useSearchParams();
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
  return { checkId: readJobId(searchParams.get(checkParam)), jobId: readJobId(searchParams.get(jobParam)), setJobs };
}

/**
 * The import's step as the address holds it (no job, a check job, an import job), the two jobs' progress,
 * and the moves between steps: upload a sheet (its check starts), confirm the check (the import starts),
 * start again. An import refused as stale swaps itself for the new check of the same sheet.
 */
export function useSheetImport({ upload, confirm, checkParam, jobParam, onFinished }: SheetImportCalls) {
  const { t } = useTranslation();
  const { checkId, jobId, setJobs } = useJobParams(checkParam, jobParam);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const check = useJobProgress(jobId === null ? checkId : null);
  const job = useJobProgress(jobId);
  const reported = useRef<number | null>(null);

  const stale = job.data?.status === 'done' ? staleImportOf(job.data.result) : null;
  useEffect(() => {
    const info = job.data;
    if (info && isJobFinished(info.status) && reported.current !== info.id) {
      reported.current = info.id;
      // refused as stale: nothing was written, and the new check of the same sheet is the one to confirm
      if (!stale) onFinished?.(info);
    }
  }, [job.data, onFinished, stale]);

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

  const step = jobId !== null ? 2 : checkId !== null && !refused ? 1 : 0;
  return { step, check, job, preview, refused, uploading, confirming, choose, start, setJobs };
}
