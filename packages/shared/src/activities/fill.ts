/**
 * The report that fills itself (issue 11, beyond the spec): the free working slots of a month are given to the projects
 * of the previous month, in proportion to the slices each had there. Shares are counted in whole days first (a day is
 * `slices` slots) by the largest remainder, so that a month of 20 free days between two projects worked 3:1 gives
 * 15 and 5 days, not 15.2 and 4.8; what is left under a day (a half day beside a leave) goes to the largest share.
 * Each project then takes one contiguous block of the free slots, in date order, in the order the projects were
 * first worked in the previous month.
 */

/** A project of the previous month and the slices it had there. */
export type FillSource = { project: number; slices: number };

/** How many free slots each project receives (same order as `sources`, zero-weight sources left out). */
export function fillShares(
  freeCount: number,
  slicesPerDay: number,
  sources: readonly FillSource[],
): { project: number; count: number }[] {
  const weighted = sources.filter((s) => s.slices > 0);
  const total = weighted.reduce((sum, s) => sum + s.slices, 0);
  if (freeCount <= 0 || total === 0) return [];
  const days = Math.floor(freeCount / slicesPerDay);
  const exact = weighted.map((s) => (days * s.slices) / total);
  const whole = exact.map(Math.floor);
  let missing = days - whole.reduce((a, b) => a + b, 0);
  // Largest remainder, ties to the larger source, then to the earlier one: stable for equal inputs.
  const byRemainder = weighted
    .map((s, i) => ({ i, remainder: exact[i]! - whole[i]!, slices: s.slices }))
    .sort((a, b) => b.remainder - a.remainder || b.slices - a.slices || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing <= 0) break;
    whole[i]! += 1;
    missing -= 1;
  }
  const counts = whole.map((d) => d * slicesPerDay);
  // The slots that make no whole day go to the largest source (the first of equals).
  const largest = weighted.reduce((best, s, i) => (s.slices > weighted[best]!.slices ? i : best), 0);
  counts[largest]! += freeCount - days * slicesPerDay;
  return weighted.map((s, i) => ({ project: s.project, count: counts[i]! })).filter((s) => s.count > 0);
}

/** The free slots (sorted) cut into one block per project: which slots each project receives. */
export function fillPlan(
  free: readonly number[],
  slicesPerDay: number,
  sources: readonly FillSource[],
): { project: number; slots: number[] }[] {
  const sorted = [...free].sort((a, b) => a - b);
  let at = 0;
  return fillShares(sorted.length, slicesPerDay, sources).map(({ project, count }) => {
    const slots = sorted.slice(at, at + count);
    at += count;
    return { project, slots };
  });
}
