/// <reference lib="dom" />
// Accessibility of every page the journeys visit (issue 25): a fixture (fixtures.ts, `accessibility`) that runs
// axe-core on each distinct route, in the light and the dark theme, once per run, and fails the test that first
// visited a route with a serious or critical violation.
//
// Why a probe page: the journey's own page is busy (clicks, forms, dialogs); the route is loaded again in a second
// page of the same browser context (same session, language and pinned clock), left to settle, checked in light with
// every WCAG 2.x A/AA rule, then switched to dark (Mantine's `data-mantine-color-scheme`, which is all the theme
// cookie changes) and checked again with the colour rules, the only ones a theme can fail.
// Why once per run: a route costs a page load and two axe passes (seconds on 2 busy cores); the journeys visit the
// same routes hundreds of times. What was checked is claimed machine-wide in the run's folder (`axe/`, one file per
// route and theme, created exclusively), so that the workers of one run share it; the files hold the figures
// (docs/testing.md "Accessibility").
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { RUN_DIR } from './env';

export const AXE_DIR = join(RUN_DIR, 'axe');
const ENFORCED = new Set(['serious', 'critical']);
const THEMES = ['light', 'dark'] as const;
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** All a theme changes is colour: the dark pass runs only the rules about colour, at half the time of a full pass. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** `/leaves/12/edit?x` → `/leaves/:id/edit`: ids, days and months are one route. */
export function routeOf(url: string): string | null {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname.startsWith('/api/')) return null;
  return parsed.pathname
    .split('/')
    .map((part) => (/^\d+$/.test(part) ? ':id' : /^\d{4}-\d{2}(-\d{2})?$/.test(part) ? ':date' : part))
    .join('/');
}

/** Claims `route` in `theme` for this run: false when some worker already checks or checked it. */
function claim(route: string, theme: string): string | null {
  mkdirSync(AXE_DIR, { recursive: true });
  const file = join(AXE_DIR, `${encodeURIComponent(`${route}|${theme}`)}.json`);
  try {
    writeFileSync(file, '{}', { flag: 'wx' });
    return file;
  } catch {
    // A route that failed stays failing: each later visit checks it again, so that a retry cannot pass by finding
    // the route already claimed (the test's first attempt failed on it, its retry would otherwise be "flaky").
    return failedBefore(file) ? file : null;
  }
}

function failedBefore(file: string): boolean {
  try {
    const checked = JSON.parse(readFileSync(file, 'utf8')) as { violations?: { impact: string }[] };
    return (checked.violations ?? []).some((v) => ENFORCED.has(v.impact));
  } catch {
    return false;
  }
}

/** Resolves once the DOM has been quiet for 400 ms (rendering and transitions done), or after 5 s. */
function settled() {
  return new Promise<void>((resolve) => {
    let timer = setTimeout(done, 400);
    const limit = setTimeout(done, 5000);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 400);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
  });
}

/** One violation as the failure lists it. */
export type AxeFinding = {
  route: string;
  theme: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
};

/** Loads `url` in a probe page and checks it in both themes; writes the figures into the claim files. */
async function checkRoute(context: BrowserContext, url: string, route: string, files: Map<string, string>) {
  const findings: AxeFinding[] = [];
  const probe = await context.newPage();
  const loading = Date.now();
  try {
    await probe.goto(url, { waitUntil: 'load' });
    await probe.evaluate(settled);
    const loadMs = Date.now() - loading;
    for (const theme of THEMES) {
      const file = files.get(theme);
      if (!file) continue;
      const started = Date.now();
      await probe.evaluate(
        (scheme) => document.documentElement.setAttribute('data-mantine-color-scheme', scheme),
        theme,
      );
      await probe.evaluate(settled);
      const builder = new AxeBuilder({ page: probe });
      const results = await (theme === 'light' ? builder.withTags(WCAG_AA) : builder.withRules(COLOUR_RULES)).analyze();
      const found = results.violations.map((v) => ({
        route,
        theme,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }));
      const figures = { route, theme, url, loadMs: theme === 'light' ? loadMs : 0, ms: Date.now() - started };
      writeFileSync(file, JSON.stringify({ ...figures, violations: found }, null, 1));
      findings.push(...found.filter((f) => ENFORCED.has(f.impact)));
    }
  } catch (error) {
    // The context closed or the page went away: the route is left for a later visit to check.
    for (const file of files.values()) rmSync(file, { force: true });
    if (!/closed|destroyed|Target page/i.test(String(error))) throw error;
  } finally {
    await probe.close().catch(() => {});
  }
  return findings;
}

/**
 * Watches `page`: each new route it shows is checked once per run; `findings()` waits for the checks underway.
 * `E2E_AXE=0` leaves the checks out of a run that is about something else: a local one, or the calendar sweep (its
 * journeys and pages are the e2e stage's, on other days).
 */
export function watchAccessibility(page: Page) {
  const findings: AxeFinding[] = [];
  if (process.env.E2E_AXE === '0') return { findings: async () => findings };
  let queue: Promise<unknown> = Promise.resolve();
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    const route = routeOf(url);
    if (!route) return;
    const files = new Map<string, string>();
    for (const theme of THEMES) {
      const file = claim(route, theme);
      if (file) files.set(theme, file);
    }
    if (files.size === 0) return;
    queue = queue.then(() => checkRoute(page.context(), url, route, files).then((found) => findings.push(...found)));
  };
  page.on('framenavigated', onNavigated);
  return {
    async findings(): Promise<AxeFinding[]> {
      page.off('framenavigated', onNavigated);
      await queue;
      return findings;
    },
  };
}

/** "/leaves (dark): color-contrast (serious) Elements must meet … — .mantine-Badge" lines for the failure message. */
export const describeFindings = (findings: AxeFinding[]) =>
  findings
    .map((f) => `${f.route} (${f.theme}): ${f.rule} (${f.impact}) ${f.help} — ${f.targets.join(', ')}`)
    .join('\n');
