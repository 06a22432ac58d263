import { useEffect, useRef, useState } from 'react';

/**
 * `value` as it was `delayFor()` milliseconds after its last change (a new change restarts the wait), and
 * whether a change is still waiting. The first value is there at once.
 */
export function useDelayedValue<T>(value: T, delayFor: () => number): { value: T; pending: boolean } {
  const [settled, setSettled] = useState(value);
  // read at the change, so a caller's inline function does not restart the wait on every render
  const delayForRef = useRef(delayFor);
  delayForRef.current = delayFor;
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayForRef.current());
    return () => clearTimeout(timer);
  }, [value, settled]);
  return { value: settled, pending: !Object.is(value, settled) };
}
