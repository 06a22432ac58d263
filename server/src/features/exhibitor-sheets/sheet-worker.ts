// The worker thread that reads uploaded sheets (started by sheet-parser.ts through lib/workers): whatever a
// hostile file costs in memory or time is this thread's, within its resource limits.
import { AppError } from '../../lib/http/app-error';
import { serveTasks } from '../../lib/workers/serve-tasks';
import type { SheetTask, SheetTaskOutput } from './sheet-parser';
import { checkSheetPackage, readSheetRows } from './sheet-reader';

serveTasks<SheetTask, SheetTaskOutput>(async ({ action, filePath }) => {
  try {
    if (action === 'check') {
      await checkSheetPackage(filePath);
      return { rows: [] };
    }
    return { rows: await readSheetRows(filePath) };
  } catch (error) {
    // a refusal is an answer, not a fault: it crosses as its message key (an AppError does not survive the copy)
    if (error instanceof AppError) return { refused: { key: error.messageKey, params: error.params } };
    throw error;
  }
});
