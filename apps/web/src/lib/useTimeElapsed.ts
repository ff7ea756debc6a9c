import { useEffect, useState } from 'react';

/** Whether `ms` have passed since the component appeared (the page-loading fallback of spec/2 §9 reads it). */
export function useTimeElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
