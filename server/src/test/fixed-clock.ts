/**
 * Fakes only Date, fixed at `now`: timers, ticks and the database driver keep real time, so a rule of the
 * clock (a cooldown, a schedule, a day boundary) reads one known moment however slow the machine is.
 * Undo with jest.useRealTimers(); jest.setSystemTime moves the moment.
 */
export function fixClock(now: Date | number): void {
  jest.useFakeTimers({
    now,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}
