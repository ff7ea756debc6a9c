#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than apps/web/dist, then runs the server
// (apps/server/src/main.ts through tsx) in the foreground. The server migrates, seeds and prints the
// demo accounts itself. Environment is forwarded untouched (PORT, DATA_DIR, DATABASE_URL, SMTP_URL, …);
// SIGINT/SIGTERM are passed on to the server and its exit code becomes ours.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const serverEntry = join(root, 'apps/server/src/main.ts');
const log = (message) => console.error(`[start] ${message}`);

/** Newest modification time (ms) of a file or of any file below a folder; 0 when absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

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
  const result = spawnSync(npm, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    log(`web build failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function runServer() {
  if (!existsSync(serverEntry)) {
    log('apps/server/src/main.ts does not exist yet');
    process.exit(1);
  }
  const env = { ...process.env };
  // tsx reads tsconfig.json from the working directory; the repository root has none, so point it at the server's.
  env.TSX_TSCONFIG_PATH ??= join(root, 'apps/server/tsconfig.json');
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { cwd: root, env, stdio: 'inherit' });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => forward(signal));
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

buildWebIfStale();
runServer();
