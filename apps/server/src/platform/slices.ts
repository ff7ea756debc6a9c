/*
 * Long work cut into slices (issue 21: "no request keeps the event loop busy for more than 100 ms"). A loop over
 * thousands of items calls `await slice()` once per item: past the slice's budget it lets the event loop run
 * (health probes, other companies' requests, timers) before going on. One clock read per item costs nothing next to
 * the item itself; a count of items would be too coarse on a slow machine and too fine on a fast one.
 */

/** How long work runs before it lets the loop turn: well under the 100 ms rule, so a slice ending late still fits. */
export const SLICE_BUDGET_MS = 15;

/** Lets every pending I/O callback and timer run, then resumes. */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A slicer: `await slice()` yields to the event loop when the current slice has run its budget. */
export function slicer(budgetMs = SLICE_BUDGET_MS): () => Promise<void> {
  let started = performance.now();
  return async () => {
    if (performance.now() - started < budgetMs) return;
    await yieldToLoop();
    started = performance.now();
  };
}

/** Maps `items` in slices: the map of a 20,000-line file never holds the loop longer than one budget. */
export async function mapInSlices<T, U>(items: Iterable<T>, map: (item: T) => U, slice = slicer()): Promise<U[]> {
  const out: U[] = [];
  for (const item of items) {
    out.push(map(item));
    await slice();
  }
  return out;
}
