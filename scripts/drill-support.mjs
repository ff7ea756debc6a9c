// What the drills share (scripts/outage-drill.mjs: the database lost; scripts/scale-drill.mjs: a process lost): a free
// port, a browser stand-in, waiting for a condition, the throwaway cluster's script, and a log's last lines.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLUSTER_SCRIPT = path.join(ROOT, 'scripts/pg-cluster.sh');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs scripts/pg-cluster.sh with `args`; its standard output, trimmed. Throws when it fails. */
export function cluster(args, env = {}) {
  const result = spawnSync('bash', [CLUSTER_SCRIPT, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`pg-cluster.sh ${args.join(' ')} failed (exit ${result.status})`);
  return result.stdout.trim();
}

/** A browser stand-in: keeps cookies, echoes the CSRF cookie on writes (as apps/server/test/client.ts). */
export class Browser {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  async request(method, url, body) {
    const headers = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(this.base + url, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(15_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: response.status, body: json ?? text, headers: response.headers };
  }
}

/** Polls `check` every 100 ms until it answers true; `alive()` false (a process the wait needs exited) fails at once. */
export async function waitFor(what, check, timeoutMs, alive = () => true) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!alive()) throw new Error(`a process exited while ${what}`);
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs / 1000}s ${what}`);
    await sleep(100);
  }
}

/** The last `count` lines of a log file, or nothing when it does not exist. */
export function logTail(file, count = 40) {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-count).join('\n');
}

/** A type of leave a collaborator takes with dates alone: no precision, no file, no balance, not accepted by itself. */
export async function plainLeaveType(browser) {
  const types = await browser.request('GET', '/api/typeOfLeave/?active=true');
  const plain = types.body.results.find(
    (t) =>
      t.active && !t.requires_precision && !t.force_to_attach_file && !t.rights_management && !t.automatically_accept,
  );
  return (plain ?? types.body.results[0]).id;
}

/** Kills a child started `detached` (a process group of its own) and everything it started, when it still runs. */
export function killGroup(child, signal = 'SIGKILL') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * What a drill leaves behind is removed when its process exits, whatever the way: `stop()` ends what it started, the
 * cluster of `clusterDir` is destroyed once `clusterCreated()`, and `work` is removed unless `keep`. A signal ends the
 * run as failed (the closing line CI reads).
 */
export function cleanUpOnExit({ stop, clusterDir, clusterCreated, work, keep, log }) {
  process.on('exit', () => {
    stop();
    if (clusterCreated()) {
      try {
        cluster(['destroy', clusterDir]);
      } catch {
        // already gone
      }
    }
    fs.rmSync(clusterDir, { recursive: true, force: true });
    if (keep) log(`kept ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      console.log('0 passed, 1 failed');
      process.exit(1);
    });
  }
}

/**
 * A drill's checks and its end: `check` prints one PASS or FAIL line; `run(main)` runs the drill, prints the logs
 * (`printLogs`) when it crashed or a check failed, then `N passed, M failed` (the line CI reads), and exits, 1 on any
 * failure.
 */
export function drillRun(prefix, printLogs) {
  const results = [];
  return {
    check(name, ok, detail = '') {
      results.push({ name, ok });
      console.log(`[${prefix}] ${ok ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
    },
    async run(main) {
      let crashed = false;
      try {
        await main();
      } catch (error) {
        crashed = true;
        console.log(`[${prefix}] FAIL the drill could not run: ${error.message}`);
      }
      if (crashed || results.some((r) => !r.ok)) printLogs();
      const passed = results.filter((r) => r.ok).length;
      const failed = results.length - passed + (crashed ? 1 : 0);
      console.log(`${passed} passed, ${failed} failed`);
      process.exit(failed === 0 ? 0 : 1);
    },
  };
}
