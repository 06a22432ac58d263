import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full collection, so heap figures are what is really kept: `--expose-gc` may be set while running (jest's
 * workers are not started with it), and a fresh context then has `gc`.
 */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
