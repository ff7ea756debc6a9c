/// <reference lib="dom" />
// Pages that scroll sideways: a fixture (fixtures.ts, `sidewaysScroll`) that fails a test when any page it visited was
// wider than the window (document.documentElement.scrollWidth > clientWidth), on phones above all.
//
// A script added to every document of the page watches the DOM: once it has been quiet for a moment (rendering done,
// transitions over), it measures, and reports an overflow to the runner through an exposed function, which survives
// navigations. The fixture measures once more when the test ends, and fails it with the list of pages and widths.
import type { Page } from '@playwright/test';

const REPORT = '__reportSidewaysScroll';

/** Runs in the page: measure after each burst of DOM changes or resizes has settled (400 ms of quiet). */
function watchSidewaysScroll(report: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const measure = () => {
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const call = (window as unknown as Record<string, (...args: unknown[]) => void>)[report];
      call?.(location.pathname + location.search, root.scrollWidth, root.clientWidth);
    }
  };
  const settle = () => {
    clearTimeout(timer);
    timer = setTimeout(measure, 400);
  };
  new MutationObserver(settle).observe(document, { subtree: true, childList: true, attributes: true });
  window.addEventListener('resize', settle);
}

/** One overflow as the failure lists it. */
export type Overflow = { where: string; scrollWidth: number; clientWidth: number };

/** Starts watching `page`; `overflows()` then lists each address that scrolled sideways (the widest time it did). */
export async function watchPage(page: Page) {
  const seen = new Map<string, Overflow>();
  const record = (where: string, scrollWidth: number, clientWidth: number) => {
    const before = seen.get(where);
    if (!before || before.scrollWidth < scrollWidth) seen.set(where, { where, scrollWidth, clientWidth });
  };
  await page.exposeFunction(REPORT, record);
  await page.addInitScript(watchSidewaysScroll, REPORT);
  return {
    /** The overflows seen so far, after one last measure of the page as it is now. */
    async overflows(): Promise<Overflow[]> {
      const now = await page
        .evaluate(() => ({
          where: location.pathname + location.search,
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }))
        .catch(() => null); // a page already closed or on about:blank has nothing to say
      if (now && now.scrollWidth > now.clientWidth) record(now.where, now.scrollWidth, now.clientWidth);
      return [...seen.values()];
    },
  };
}

/** "/leaves/calendar: 402 px wide in 390" lines for the failure message. */
export const describeOverflows = (overflows: Overflow[]) =>
  overflows.map((o) => `${o.where}: ${o.scrollWidth} px wide in ${o.clientWidth}`).join('\n');
