import { useCallback, useEffect, useRef, useState } from 'react';
import { LANGUAGE_TOGGLE_LOCK_MS } from '../constants/limits';

/** SPEC §4: the header's language toggle is locked for 1 s after each press. Pure, clock injected. */
export function createToggleLock(lockMs = LANGUAGE_TOGGLE_LOCK_MS, now: () => number = Date.now) {
  let lockedUntil = -Infinity;
  return {
    isLocked: () => now() < lockedUntil,
    /** true (and the lock starts) when unlocked; false while locked */
    tryAcquire(): boolean {
      const at = now();
      if (at < lockedUntil) return false;
      lockedUntil = at + lockMs;
      return true;
    },
  };
}

/** React form: `run(action)` runs the action unless locked; `locked` re-renders when the lock ends. */
export function useToggleLock(lockMs = LANGUAGE_TOGGLE_LOCK_MS) {
  const [locked, setLocked] = useState(false);
  const lockedRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (action: () => void): boolean => {
      if (lockedRef.current) return false;
      lockedRef.current = true;
      setLocked(true);
      action();
      timer.current = setTimeout(() => {
        lockedRef.current = false;
        setLocked(false);
      }, lockMs);
      return true;
    },
    [lockMs],
  );

  return { locked, run };
}
