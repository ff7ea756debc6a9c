/**
 * The servers under test as processes: started, waited for, stopped, and measured from /proc (Linux): the CPU time
 * and resident memory of a process and all its descendants (`npm start`'s script and the server it runs are one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux the bench runs on (getconf CLK_TCK)

/** `backends`: the app processes behind a round-robin proxy, when the server is that proxy (their CPU is the server's). */
export type Server = {
  label: string;
  url: string;
  child: ChildProcess;
  startedAt: number;
  readyMs: number;
  backends?: Server[];
};

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** The process and its descendants, parent first. */
export function processTree(pid: number): number[] {
  return [pid, ...childrenOf(pid).flatMap(processTree)];
}

/** CPU milliseconds (user + system) spent so far by each process of the tree (of each tree, given several). */
export function cpuByProcess(pid: number | number[]): Map<number, number> {
  const spent = new Map<number, number>();
  for (const p of [pid].flat().flatMap(processTree)) {
    try {
      // The command name (field 2) may hold spaces: the fields after its last closing parenthesis count from there.
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, fields 14 and 15 of stat
      spent.set(p, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // gone between the listing and the read
    }
  }
  return spent;
}

/** CPU milliseconds spent so far by the process and its descendants. */
export const cpuMs = (pid: number) => [...cpuByProcess(pid).values()].reduce((a, b) => a + b, 0);

/**
 * CPU milliseconds the tree spent between two samples, process by process: a process that ended in between is left
 * out rather than counted through its parent's cutime, which would add all its life at once (PostgreSQL's backends
 * of an idle pool end during another server's run; the busy server's backends stay).
 */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [p, ms] of after) spent += ms - (before.get(p) ?? 0);
  return spent;
}

/** Resident memory (MB) of the server itself: the last process of the tree (the one `npm start` runs). */
export function serverRssMb(pid: number): number {
  const server = processTree(pid).at(-1)!;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

/** The processes whose CPU a server spends: itself, and the app processes behind it when it is a proxy. */
export const serverPids = (server: Server): number[] => [server, ...(server.backends ?? [])].map((s) => s.child.pid!);

/** Resident memory (MB) of a server, and of the app processes behind it when it is a proxy. */
export const serverGroupRssMb = (server: Server): number =>
  serverPids(server).reduce((sum, pid) => sum + serverRssMb(pid), 0);

/**
 * N app processes behind scripts/round-robin-proxy.mjs, started as a process of its own on `port` (its CPU counted
 * with theirs, apart from the load's): one server for the bench, ready once a health check passes through it.
 */
export async function startBehindProxy(label: string, backends: Server[], options: { cwd: string; port: number }) {
  const proxy = await startServer(
    label,
    [process.execPath, 'scripts/round-robin-proxy.mjs', String(options.port), ...backends.map((b) => b.url)],
    { cwd: options.cwd, env: process.env, port: options.port },
  );
  return { ...proxy, backends };
}

/** Starts a server and resolves once GET /api/health/ answers 200 (spawn to first 200 is `readyMs`). */
export async function startServer(
  label: string,
  command: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; port: number; timeoutMs?: number },
): Promise<Server> {
  const startedAt = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: options.cwd,
    env: options.env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode}):\n${stderr}`);
    try {
      const res = await fetch(`${url}/api/health/`);
      if (res.status === 200) return { label, url, child, startedAt, readyMs: performance.now() - startedAt };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGTERM');
  throw new Error(`${label} did not answer /api/health/ in time:\n${stderr}`);
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
