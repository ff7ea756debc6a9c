// What every journey imports instead of @playwright/test:
//   import { test, expect, DEMO } from '../fixtures';
//   test('…', async ({ page, loginAs, mailbox }) => {
//     await loginAs(page, DEMO.alice);            // API sign-in: cookies land in page's context
//     await page.goto('/');
//     const mail = await mailbox.waitFor({ to: 'alice', subject: 'Congé' });
//   });
import { test as base, expect, type Page } from '@playwright/test';
import { describeFindings, watchAccessibility } from './support/axe';
import { pinClock } from './support/clock';
import { MAIL_DIR } from './support/env';
import { Mailbox } from './support/mailbox';
import { describeOverflows, watchPage } from './support/sideways';

export { clockNow, newPinnedContext, TODAY } from './support/clock';
export { BASE_URL, GLOBEX_URL } from './support/env';
export type { ReceivedMail } from './support/mailbox';
export { expect };

/** The seeded demo accounts (all with the same password). */
export const DEMO = {
  password: 'demo1234',
  admin: 'admin',
  hr: 'rh',
  accounting: 'compta',
  manager: 'manager',
  assistant: 'assistant',
  alice: 'alice',
  bob: 'bob',
  claire: 'claire',
  globexAdmin: 'globex-admin',
  globexUser: 'globex-user',
  /** The superuser (no company). */
  root: 'root',
} as const;

/** The user the server answers after sign-in (`Me` in docs/api-platform.md); only what tests usually need. */
export type SignedInUser = { id: number; username: string; roles: string[]; [key: string]: unknown };

export type LoginOptions = {
  /**
   * Another host of the app, e.g. GLOBEX_URL: the sign-in then runs inside the page (Node cannot resolve
   * *.localhost, Chromium can), and leaves the page on `<origin>/api/info/`.
   */
  origin?: string;
};

/**
 * Signs in through the API, in the page's browser context: GET /api/info/ hands out the `csrftoken` cookie,
 * POST /api/auth/ echoes it in X-CSRFToken. page.request shares the context's cookie jar, so the page is
 * signed in afterwards. Faster than the form and independent of its labels (the form has its own journey).
 */
export async function apiLogin(
  page: Page,
  username: string,
  password: string = DEMO.password,
  options: LoginOptions = {},
): Promise<SignedInUser> {
  if (options.origin) return inPageLogin(page, options.origin, username, password);
  const info = await page.request.get('/api/info/');
  if (!info.ok()) throw new Error(`GET /api/info/ answered ${info.status()}: ${await info.text()}`);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!csrf) throw new Error('GET /api/info/ did not set the csrftoken cookie');
  const response = await page.request.post('/api/auth/', {
    data: { username, password },
    headers: { 'X-CSRFToken': csrf },
  });
  if (!response.ok()) {
    throw new Error(`Sign-in as ${username} failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as SignedInUser;
}

async function inPageLogin(page: Page, origin: string, username: string, password: string): Promise<SignedInUser> {
  const info = await page.goto(new URL('/api/info/', origin).toString());
  if (!info?.ok()) throw new Error(`GET ${origin}/api/info/ answered ${info?.status()}`);
  const csrf = (await page.context().cookies(origin)).find((c) => c.name === 'csrftoken')?.value;
  if (!csrf) throw new Error(`GET ${origin}/api/info/ did not set the csrftoken cookie`);
  const result = await page.evaluate(
    async ({ username, password, csrf }) => {
      const response = await fetch('/api/auth/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({ username, password }),
      });
      return { status: response.status, body: await response.text() };
    },
    { username, password, csrf },
  );
  if (result.status >= 300)
    throw new Error(`Sign-in as ${username} on ${origin} failed: ${result.status} ${result.body}`);
  return JSON.parse(result.body) as SignedInUser;
}

type Fixtures = {
  /** Signs `page`'s context in as `username` (password demo1234 by default); returns the signed-in user. */
  loginAs: (page: Page, username: string, password?: string, options?: LoginOptions) => Promise<SignedInUser>;
  /** The mails received since this test started; `waitFor({ to, subject?, timeoutMs? })` returns the next match. */
  mailbox: Mailbox;
  /** Automatic: fails the test when a page that `page` showed scrolled sideways (support/sideways.ts). */
  sidewaysScroll: undefined;
  /** Automatic: axe-core on each route `page` showed, both themes, once per run; fails on serious or critical ones. */
  accessibility: undefined;
};

export const test = base.extend<Fixtures>({
  // Every page of a journey lives on the run's day (support/clock.ts), as the server does.
  context: async ({ context }, use) => {
    await pinClock(context);
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
  loginAs: async ({}, use) => {
    await use(apiLogin);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
  mailbox: async ({}, use) => {
    await use(new Mailbox(MAIL_DIR));
  },
  sidewaysScroll: [
    async ({ page }, use) => {
      const watch = await watchPage(page);
      await use(undefined);
      const overflows = await watch.overflows();
      expect(overflows, `pages that scroll sideways:\n${describeOverflows(overflows)}`).toEqual([]);
    },
    { auto: true },
  ],
  accessibility: [
    async ({ page }, use) => {
      const watch = watchAccessibility(page);
      await use(undefined);
      const findings = await watch.findings();
      expect(findings, `serious or critical accessibility violations:\n${describeFindings(findings)}`).toEqual([]);
    },
    { auto: true },
  ],
});
