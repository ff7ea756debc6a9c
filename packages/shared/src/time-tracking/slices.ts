/** The workday a report's slices divide when tracked time is turned into activities: 7 hours (35 h a week). */
export const WORKDAY_SECONDS = 7 * 3600;

/**
 * One day's tracked seconds per project rounded to a report's slices (issue 23: the activity report filled from tracked
 * time). One slice is `workdaySeconds / slicesPerDay`; each project gets its nearest number of slices, so one with at
 * least half a slice gets one. When the day's total passes the free slices (a long day, a half day on leave), the
 * free slices are shared in proportion by the largest remainder: whole parts first, then the largest remainders (ties
 * to the earlier project). Answers the slices per project, in the order given.
 */
export function roundToSlices(
  seconds: readonly number[],
  slicesPerDay: number,
  workdaySeconds = WORKDAY_SECONDS,
  freeSlices = slicesPerDay,
): number[] {
  const exact = seconds.map((s) => (Math.max(0, s) * slicesPerDay) / workdaySeconds);
  // A hair over one half: 0.5 computed as 0.49999… still rounds up.
  const nearest = exact.map((x) => Math.floor(x + 0.5 + 1e-9));
  const cap = Math.max(0, freeSlices);
  if (nearest.reduce((a, b) => a + b, 0) <= cap) return nearest;
  const total = exact.reduce((a, b) => a + b, 0);
  const scaled = exact.map((x) => (x * cap) / total);
  const whole = scaled.map(Math.floor);
  let missing = cap - whole.reduce((a, b) => a + b, 0);
  const byRemainder = scaled.map((x, i) => ({ i, remainder: x - whole[i]! })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    whole[i]! += 1;
    missing -= 1;
  }
  return whole;
}
