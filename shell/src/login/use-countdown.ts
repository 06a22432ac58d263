import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a running countdown (0 when none); `start(n)` begins a new one, ticking each second. */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  const running = remaining > 0;

  // one interval for the whole countdown, not one per tick
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const from = Date.now();
    setNow(from);
    setEndsAt(from + seconds * 1000);
  }, []);
  return { remaining, start };
}
