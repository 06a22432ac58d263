import type { ConfirmOptions, Notifier } from './notifier';

export interface RecordedToast {
  level: 'error' | 'warning' | 'success' | 'info';
  content: string;
  durationSeconds?: number;
}

/**
 * A notifier that records what would be shown, for tests of any workspace:
 * `const feedback = createRecordingNotifier(); const unbind = bindNotifier(feedback);`.
 * Confirmations answer with `confirmAnswer` (true unless changed).
 */
export function createRecordingNotifier() {
  const toasts: RecordedToast[] = [];
  const confirmations: ConfirmOptions[] = [];
  const record = (level: RecordedToast['level']) => (content: string, durationSeconds?: number) => {
    toasts.push({ level, content, durationSeconds });
  };
  const recorder: Notifier & { toasts: RecordedToast[]; confirmations: ConfirmOptions[]; confirmAnswer: boolean } = {
    toasts,
    confirmations,
    confirmAnswer: true,
    error: record('error'),
    warning: record('warning'),
    success: record('success'),
    info: record('info'),
    confirm: async (options) => {
      confirmations.push(options);
      return recorder.confirmAnswer;
    },
  };
  return recorder;
}
