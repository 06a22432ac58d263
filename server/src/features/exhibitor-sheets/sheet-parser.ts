import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config/config';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import { type TaskStats, WorkerPool, WorkerTaskError } from '../../lib/workers/worker-pool';
import { sheetRefusal } from './sheet-limits';
import type { SheetRow } from './sheet-reader';

export interface SheetTask {
  action: 'check' | 'read';
  filePath: string;
}

export type SheetTaskOutput = { rows: SheetRow[]; refused?: undefined } | { refused: { key: MessageKey; params?: MessageParams }; rows?: undefined };

export interface SheetParser {
  /** The package only (upload time): throws the refusal of a sheet that cannot be imported. */
  check(filePath: string): Promise<void>;
  /** Package and rows (the import jobs): the data rows, or the refusal. */
  read(filePath: string): Promise<SheetRow[]>;
  close(): Promise<void>;
}

/** Sheets read at once: as many as the jobs a process runs by default; more wait their turn. */
const WORKERS = 2;
const IDLE_MS = 30_000;

/**
 * Every uploaded sheet is unpacked and parsed in a worker thread with its own heap limit and a time
 * limit (config.sheetWorker): the bounds of SHEET_LIMITS refuse what they can see, and a file that still
 * needs more memory or time than allowed ends that one read — and its job — with a refusal naming the
 * limit, never the server (its heap, its event loop).
 */
export function createSheetParser(config: AppConfig['sheetWorker'], log: FastifyBaseLogger, options: { onStats?: (action: SheetTask['action'], stats: TaskStats) => void } = {}): SheetParser {
  const pool = new WorkerPool<SheetTask, SheetTaskOutput>({
    entry: path.join(__dirname, 'sheet-worker.ts'),
    size: WORKERS,
    resourceLimits: { maxOldGenerationSizeMb: config.heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(8, config.heapMb / 8)) },
    timeoutMs: config.timeoutMs,
    idleMs: IDLE_MS,
  });

  async function run(task: SheetTask): Promise<SheetRow[]> {
    let answer: Awaited<ReturnType<typeof pool.run>>;
    try {
      answer = await pool.run(task);
    } catch (error) {
      if (!(error instanceof WorkerTaskError) || (error.reason !== 'memory' && error.reason !== 'timeout')) throw error;
      // the bounds let through a file too heavy for the worker: worth a look, though only this sheet fails
      log.warn({ reason: error.reason, action: task.action }, 'exhibitor sheet: the worker reading it was ended');
      throw error.reason === 'memory'
        ? sheetRefusal('exhibitorSheets.readOutOfMemory', { max: config.heapMb })
        : sheetRefusal('exhibitorSheets.readTimeout', { max: Math.round(config.timeoutMs / 1000) });
    }
    const { output, stats } = answer;
    options.onStats?.(task.action, stats);
    log.debug({ action: task.action, rows: output.rows?.length, workerHeapPeakMb: Math.round(stats.peakHeapBytes / 2 ** 20), ms: Math.round(stats.ms) }, 'exhibitor sheet read');
    if (output.refused) throw sheetRefusal(output.refused.key, output.refused.params);
    return output.rows;
  }

  return {
    check: async (filePath) => void (await run({ action: 'check', filePath })),
    read: (filePath) => run({ action: 'read', filePath }),
    close: () => pool.close(),
  };
}
