import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` (scripts/start.mjs) runs the server as its child. Stopping start.mjs must stop the server too, or an
 * orphan keeps the port and the PGlite lock: with a signal it passes on, and when start.mjs is killed outright
 * (SIGKILL) the server sees its lifeline close and stops itself; under `npm start`, npm's SIGTERM is not passed on
 * by npm's shell, and start.mjs notices that npm is gone. The runs share one DATA_DIR, so each one after the first
 * also proves that the one before released the database lock. Reads /proc to find the server: Linux, as CI is.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-start-'));
const started: ChildProcess[] = [];
afterAll(() => {
  // A failed test may leave its server behind: take down whatever is still below what was started.
  for (const child of started) {
    for (const pid of child.pid ? descendantsOf(child.pid) : []) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The pids whose parent is `pid`, from /proc/<pid>/stat (its 4th field; the 2nd, the name, is in parentheses). */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'; // a zombie has already exited
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function isLive(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health/live/`);
    return res.ok;
  } catch {
    return false;
  }
}

/** `pid` and every process below it. */
function descendantsOf(pid: number): number[] {
  const children = childrenOf(pid);
  return [...children, ...children.flatMap(descendantsOf)];
}

/** The command line of a process, its arguments separated by spaces. */
const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');

/** The server started by `node scripts/start.mjs` (or by `npm start`): the process running the compiled main.js. */
function serverBelow(pid: number): number | undefined {
  return descendantsOf(pid).find((candidate) => {
    try {
      return commandLine(candidate).includes('apps/server/dist/main.js');
    } catch {
      return false;
    }
  });
}

/**
 * Starts `node scripts/start.mjs` (or `npm start`) on a free port and resolves once the server answers, with the pids
 * of what was started and of the server.
 */
async function startServer(how: 'node' | 'npm' = 'node') {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, SKIP_WEB_BUILD: '1', DATA_DIR: dataDir, PORT: String(port) };
  env.SEED_DEMO = '0';
  env.NODE_ENV = 'production'; // JSON logs: no pino-pretty worker to wait for
  delete env.DATABASE_URL; // PGlite, whatever database the suite itself runs on
  delete env.TEST_DATABASE_URL;
  let output = '';
  const start =
    how === 'npm'
      ? spawn('npm', ['start'], { cwd: root, env, stdio: 'pipe' })
      : spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: 'pipe' });
  started.push(start);
  start.stdout.on('data', (chunk) => (output += chunk));
  start.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    start.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await waitFor('the server to answer', () => isLive(port), 60_000).catch((error) => {
    throw new Error(`${error.message}; start.mjs printed:\n${output}`);
  });
  const serverPid = serverBelow(start.pid as number);
  expect(serverPid).toBeTypeOf('number');
  return { start, serverPid: serverPid as number, port, exited };
}

// Always on PGlite: the PostgreSQL run of the suite (TEST_DATABASE_URL) would only repeat it.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm start stops its server', () => {
  it('runs the compiled server with plain node, built from the current sources', { timeout: 90_000 }, async () => {
    const run = await startServer();
    // No TypeScript compiler at run time: node and the bundle only (scripts/build-server.mjs).
    const command = commandLine(run.serverPid);
    expect(command).toContain('apps/server/dist/main.js');
    expect(command).not.toMatch(/tsx|\.ts\b/);
    const bundle = fs.statSync(path.join(root, 'apps/server/dist/main.js')).mtimeMs;
    expect(bundle).toBeGreaterThanOrEqual(fs.statSync(path.join(root, 'apps/server/src/main.ts')).mtimeMs);
    run.start.kill('SIGTERM');
    await run.exited;
  });

  it('passes SIGTERM on and exits with the server code', { timeout: 90_000 }, async () => {
    const run = await startServer();
    run.start.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    await waitFor('the server process to end', () => !isAlive(run.serverPid), 5000);
    expect(await portIsFree(run.port)).toBe(true);
  });

  it('takes the server down when start.mjs is killed outright', { timeout: 90_000 }, async () => {
    const run = await startServer();
    run.start.kill('SIGKILL');
    expect((await run.exited).signal).toBe('SIGKILL');
    await waitFor('the orphaned server to stop', () => !isAlive(run.serverPid), 10_000);
    await waitFor('the port to be free', () => portIsFree(run.port), 2000);
  });

  it('takes the server down when npm start is sent SIGTERM', { timeout: 90_000 }, async () => {
    // npm passes the signal to the shell it runs the script in, which dies without passing it on.
    const run = await startServer('npm');
    run.start.kill('SIGTERM');
    await run.exited;
    await waitFor('the server to stop', () => !isAlive(run.serverPid), 10_000);
    await waitFor('the port to be free', () => portIsFree(run.port), 2000);
  });
});
