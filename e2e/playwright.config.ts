// Playwright journeys in Debian's Chromium against the real app (`node scripts/start.mjs`) on a fresh demo
// database, with a real SMTP peer (global-setup.ts). See docs/testing.md.
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ensureChromium } from '../scripts/chromium.mjs';
// Decides the run's ports and folders once, in the runner (see the file); workers inherit them.
import { TODAY } from './support/clock';
import { APP_PORT, BASE_URL, DATA_DIR, REPO_ROOT, RUN_DIR, SMTP_PORT } from './support/env';

const CI = Boolean(process.env.CI);

// Never a browser download: CHROMIUM_PATH (set by scripts/test.mjs), else look for one (apt-get as root).
process.env.CHROMIUM_PATH ||= ensureChromium();

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH,
  // --no-sandbox: Chromium refuses to run as root with its sandbox (CI runs as root). The rest stops Chromium's own
  // background connections, which this closed network refuses or leaves hanging.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests',
  outputDir: join(RUN_DIR, 'test-results'),
  // One worker by default: journeys share one demo database and the machine has 2 cores (server + browser).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 60_000,
  // Under CI two runs share the 2 cores (scripts/test.mjs E2E_PARALLEL): the heaviest screens (the leaves calendar's
  // 2,300 cells) may take longer than 10 s to draw there; a wait that ends sooner changes nothing for the others.
  expect: { timeout: CI ? 20_000 : 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: join(RUN_DIR, 'report') }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // The product is French-first: journeys see the French UI and Paris dates unless a test says otherwise.
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      // The phone journeys need a phone's window (the menu behind the burger); the desktop runs all the others.
      testIgnore: /phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Issue 8 "Phones": 390 × 844 with touch. A chosen subset (tests/phone.spec.ts, every leaves screen and the
      // platform's pages) rather than every journey again, which would double the e2e stage; the sidewaysScroll
      // fixture fails any page wider than the window, here and on the desktop alike.
      name: 'phone',
      testMatch: /phone\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: REPO_ROOT,
    url: `${BASE_URL}/api/info/`,
    // The first run builds the web app (vite build) before the server starts, on 2 cores.
    timeout: 180_000,
    // A fresh demo database every run, so by default never reuse a server that is already running (when
    // 8123 is taken, support/env.ts picks the next free port instead).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(APP_PORT),
      DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // Not production: the server seeds the demo companies and accounts.
      NODE_ENV: 'test',
      // The run's day (support/clock.ts): the demo data is written around it, and the server takes it as today.
      APP_TODAY: TODAY,
      MAIL_POLL_MS: '200',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
