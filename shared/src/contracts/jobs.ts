/** A background job as its creator reads it (imports, exports, e-mail sends): progress and outcome. */
export type JobStatus = 'queued' | 'running' | 'done' | 'dead';

export interface JobInfo {
  id: number;
  kind: string;
  status: JobStatus;
  /** units done so far (rows, e-mails) and the units in all; total 0 until the job knows it */
  done: number;
  total: number;
  /** localised reason of the last failure, no stack */
  last_error: string | null;
  /** what the job answered when done (counts, a file path) */
  result: unknown;
}

/** Where the creator reads a job (query `id`). */
export const JOB_INFO_PATH = '/api/jobs/info';

export const isJobFinished = (status: JobStatus): boolean => status === 'done' || status === 'dead';
