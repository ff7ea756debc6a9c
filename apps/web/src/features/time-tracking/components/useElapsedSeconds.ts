import { useEffect, useState } from 'react';

/** spec/2 §9: the stopwatch ticks every second. */
export const TICK_MS = 1000;

/** Whole seconds since `start` (an ISO instant), ticking every second; 0 when none (nothing runs, no timer set). */
export function useElapsedSeconds(start: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!start) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [start]);
  // A browser clock a little behind the server's must not show a negative time.
  return start ? Math.max(0, Math.floor((now - Date.parse(start)) / 1000)) : 0;
}
