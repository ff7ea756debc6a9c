#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than apps/web/dist, and the server when its sources are
// newer than apps/server/dist (scripts/build-server.mjs: one bundled ES module), then runs the compiled server with
// plain `node` in the foreground: no TypeScript compiler at run time. The server migrates, seeds and prints the
// demo accounts itself. Environment is forwarded untouched (PORT, DATA_DIR, DATABASE_URL, SMTP_URL, …).
// Whoever stops us stops the server: SIGINT/SIGTERM are passed on (SIGHUP as SIGTERM, so the server shuts down
// cleanly), its exit code becomes ours, and if we die without a word (SIGKILL, a crash) the server notices that
// its standard input (a pipe from us) closed and shuts itself down (scripts/exit-with-parent.mjs), freeing the
// port and the PGlite lock. Under `npm start`, npm's own death is noticed too (watchNpm).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerIfStale, newestMtime, SERVER_BUNDLE } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const serverSource = join(root, 'apps/server/src/main.ts');
const exitWithParent = pathToFileURL(join(root, 'scripts/exit-with-parent.mjs')).href;
const log = (message) => console.error(`[start] ${message}`);

function buildWebIfStale() {
  if (process.env.SKIP_WEB_BUILD === '1') return log('SKIP_WEB_BUILD=1: not building the web app');
  if (!existsSync(join(web, 'index.html'))) return log('apps/web/index.html does not exist yet: no web build');
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/shared/src',
  ].map((p) => join(root, p));
  const built = newestMtime(join(web, 'dist/index.html'));
  const sources = Math.max(...inputs.map(newestMtime));
  if (built > 0 && built >= sources) return log('apps/web/dist is up to date');
  log(built === 0 ? 'apps/web/dist is missing: building the web app' : 'web sources changed: rebuilding');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Vite's note that this config is loaded the older way says nothing to whoever starts the app (issue 25: a
  // quieter first start); the build itself says one line (apps/web/build/build-summary.ts).
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    log(`web build failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

async function buildServer() {
  if (!existsSync(serverSource)) {
    log('apps/server/src/main.ts does not exist yet');
    process.exit(1);
  }
  try {
    log(await buildServerIfStale());
  } catch (error) {
    log(`server build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

function runServer() {
  // Standard input is a pipe that we never write to, only a lifeline: the operating system closes it when we die,
  // however we die.
  const child = spawn(process.execPath, ['--import', exitWithParent, SERVER_BUNDLE], {
    cwd: root,
    env: process.env,
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  // The server shuts down gracefully on SIGINT and SIGTERM; a hang-up (the terminal closed) means the same.
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  process.on('SIGHUP', () => forward('SIGTERM'));
  watchNpm(() => forward('SIGTERM'));
  child.on('error', (error) => {
    log(`could not start the server: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) {
      // Die of the same signal so that whoever started us sees the real cause.
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}

/**
 * Under `npm start` our parent is the shell npm runs the script in. A SIGTERM to npm is passed to that shell, which
 * dies of it without passing it on: we are left orphaned (our parent becomes init or a subreaper), and so is the
 * server. So, when npm started us, a change of parent means npm is gone and the server is stopped. Not done when
 * started otherwise: `node scripts/start.mjs &` from a script that then exits must keep running, as it always has.
 */
function watchNpm(stopServer) {
  if (!process.env.npm_lifecycle_event) return;
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    log('npm is gone: stopping the server');
    stopServer();
  }, 500);
  timer.unref();
}

buildWebIfStale();
await buildServer();
// `--build-only`: the builds alone (scripts/test.mjs, before several e2e runs start servers at once and would each
// find the same stale build).
if (!process.argv.includes('--build-only')) runServer();
