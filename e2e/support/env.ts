// Ports and folders of one e2e run, shared by playwright.config.ts, global-setup.ts and fixtures.ts.
//
// The Playwright runner imports this first (through the config); it decides the run's id and ports and writes
// them to process.env, which the workers inherit, so that every process of the run agrees. Several runs may
// happen at once on one machine (two people, two checkouts): each gets its own ports, database and mail folder.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = join(E2E_DIR, '..');
/** What e2e runs leave behind: runs/<run id>/ and `latest`, a link to the newest run. Git-ignored. */
export const ARTIFACTS_DIR = join(E2E_DIR, '.artifacts');

process.env.E2E_RUN_ID ??= new Date().toISOString().replace(/[:.]/g, '-');
export const RUN_ID = process.env.E2E_RUN_ID;
/** Everything of this run: runner.pid, data/, mail/, test-results/, report/. Removed by the next run after it. */
export const RUN_DIR = join(ARTIFACTS_DIR, 'runs', RUN_ID);
process.env.E2E_DATA_DIR ??= join(RUN_DIR, 'data');
/** This run's fresh demo database (the server's DATA_DIR). */
export const DATA_DIR = process.env.E2E_DATA_DIR;
process.env.E2E_MAIL_DIR ??= join(RUN_DIR, 'mail');
/** Every mail this run's SMTP peer receives: <id>.eml (raw) and <id>.json (decoded). */
export const MAIL_DIR = process.env.E2E_MAIL_DIR;
// The runner (not a worker) marks the run as going on from the start, before the webServer writes into
// RUN_DIR, so that a run starting meanwhile does not take the folder for a finished one (global-setup.ts).
if (process.env.TEST_WORKER_INDEX === undefined) {
  mkdirSync(RUN_DIR, { recursive: true });
  writeFileSync(join(RUN_DIR, 'runner.pid'), String(process.pid));
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// A port is free from the probe until the server binds it (tens of seconds later, after the web build): runs
// starting meanwhile skip it because this run claims it, machine-wide, in a file holding the runner's pid.
const CLAIMS_DIR = join(tmpdir(), 'staff-e2e-ports');

function claim(port: number): boolean {
  mkdirSync(CLAIMS_DIR, { recursive: true });
  const file = join(CLAIMS_DIR, `${port}.pid`);
  const take = () => {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  };
  if (!take()) {
    let owner = 0;
    try {
      owner = Number(readFileSync(file, 'utf8'));
    } catch {}
    if (owner && isAlive(owner)) return false;
    rmSync(file, { force: true }); // left by a run that ended without cleaning up
    if (!take()) return false;
  }
  process.on('exit', () => rmSync(file, { force: true }));
  return true;
}

async function firstFree(from: number, except: number[] = []): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    if (!except.includes(port) && (await isFree(port)) && claim(port)) return port;
  }
  throw new Error(`No free port between ${from} and ${from + 99}`);
}

// An explicit E2E_PORT is taken as is (busy means an error, or the server to reuse with E2E_REUSE_SERVER=1);
// otherwise 8123, or the next free port when another run already holds it.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(process.env.E2E_REUSE_SERVER === '1' ? 8123 : await firstFree(8123));
}
export const APP_PORT = Number(process.env.E2E_PORT);
process.env.E2E_SMTP_PORT ??= String(await firstFree(APP_PORT + 1, [APP_PORT]));
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT);
export const BASE_URL = `http://localhost:${APP_PORT}`;
/** The demo's second company is reached by its own host name (Chromium resolves *.localhost by itself). */
export const GLOBEX_URL = `http://globex.localhost:${APP_PORT}`;
