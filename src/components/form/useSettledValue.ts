import { useEffect, useState } from 'react';

/** A value taken once it has stopped changing for `delayMs` (a search read once typing pauses, not per key). */
export function useSettledValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
