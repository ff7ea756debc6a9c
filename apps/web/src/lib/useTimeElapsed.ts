import { useEffect, useState } from 'react';

/**
 * Whether `ms` have passed since the component appeared, or since `restart` last changed (a retry starts the count
 * again). The loading fallbacks of spec/1 §2 and spec/2 §9 read it.
 */
export function useTimeElapsed(ms: number, restart: unknown = null): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    setElapsed(false);
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms, restart]);
  return elapsed;
}
