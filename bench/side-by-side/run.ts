/**
 * The side-by-side bench (issue 14): the app and its bare counterpart (bare-server.ts) on the same database, run
 * alternately with autocannon on each hot endpoint; prints req/s, p99, CPU per request and the ratio app/bare.
 *
 *   DATABASE_URL=postgres://… npx tsx bench/side-by-side/run.ts [--app after=.] [--app before=/path/to/checkout]
 *                                                                [--seconds 5] [--rounds 2] [--connections 10]
 *                                                                [--postgres-pid PID] [--only my_account]
 *                                                                [--processes 2] [--pooler transaction]
 *   DATA_DIR=./bench-data npx tsx bench/side-by-side/run.ts …
 *
 * The database must hold the bench company (bench/seed-large.ts). Each `--app label=dir` is a checkout of the
 * product started with its own `node scripts/start.mjs` (so "before" and "after" run in the same bench); default: this
 * one. On PostgreSQL every server shares the database; on PGlite, which one process opens at a time, each server gets
 * its own copy of DATA_DIR, taken once the bench's sessions are written. CPU is read from /proc (Linux); with
 * `--postgres-pid` (the first line of the cluster's postmaster.pid) the database's CPU per request is shown too.
 *
 * `--processes N` (PostgreSQL only, issue 29): the first app also runs as one process, then as N, behind the round-robin
 * proxy (scripts/round-robin-proxy.mjs, a process of its own) — `app ×1` and `app ×N`, the proxy's hop in both — and a
 * last table gives the ratio. `--pooler transaction` (default: DATABASE_POOLER) when DATABASE_URL is PgBouncer's in
 * transaction pooling: the apps then run their statements unnamed (docs/scaling.md "PgBouncer").
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  cpuBetween,
  cpuByProcess,
  type Server,
  serverGroupRssMb,
  serverPids,
  startBehindProxy,
  startServer,
  stopServer,
} from './processes';
import { createBenchSessions } from './sessions';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
}
const apps = process.argv
  .flatMap((arg, i) => (process.argv[i - 1] === '--app' ? [arg] : []))
  .map((spec) => {
    const [label, dir] = spec.includes('=') ? spec.split('=') : ['app', spec];
    return { label: label!, dir: path.resolve(dir!) };
  });
if (apps.length === 0) apps.push({ label: 'app', dir: root });
const seconds = Number(option('seconds', '5'));
const rounds = Number(option('rounds', '2'));
const connections = Number(option('connections', '10'));
const postgresPid = Number(option('postgres-pid', '0')) || undefined;
const processes = Number(option('processes', '0'));
const pooler = option('pooler', process.env.DATABASE_POOLER ?? 'none');
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR && path.resolve(process.env.DATA_DIR);
if (!databaseUrl && !dataDir) throw new Error('set DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite)');
// PGlite is opened by one process at a time: processes sharing a database need PostgreSQL.
if (processes && !databaseUrl) throw new Error('--processes needs DATABASE_URL (PostgreSQL)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// Sessions of the bench's people, written straight into the database (the same cookie signs in to every server).
const people = await createBenchSessions({ databaseUrl, dataDir });
const month = new Date().toISOString().slice(0, 7);
const ALL_ENDPOINTS = [
  { name: 'leave list (own)', who: people.collaborator, path: `/api/leave/?owner=${people.collaborator.id}&limit=25` },
  {
    name: 'back office (managed=true)',
    who: people.manager,
    path: '/api/leave/?managed=true&status=submitted&ordering=-begin_date&limit=25',
  },
  { name: 'calendar month', who: people.collaborator, path: `/api/leave/?for_month=${month}&limit=1000` },
  { name: 'user directory', who: people.hr, path: '/api/user/?ordering=first_name&limit=25' },
  { name: 'my_account', who: people.collaborator, path: '/api/my_account/' },
];
// --only: the endpoints whose name contains it.
const ENDPOINTS = ALL_ENDPOINTS.filter((e) => e.name.includes(option('only', '')));

const copies: string[] = [];
function databaseEnv(): NodeJS.ProcessEnv {
  if (databaseUrl) return { DATABASE_URL: databaseUrl };
  const copy = mkdtempSync(path.join(tmpdir(), 'bench-side-by-side-'));
  cpSync(dataDir!, copy, { recursive: true, filter: (src) => !src.endsWith('pglite.lock') });
  copies.push(copy);
  return { DATA_DIR: copy };
}

const servers: Server[] = [];
/** The app processes behind the proxy beside the first app's own (`--processes`), stopped with the servers. */
const extraProcesses: Server[] = [];
async function stopAll() {
  await Promise.all([...servers, ...extraProcesses].map(stopServer));
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));

const baseEnv = { ...process.env, DATABASE_URL: undefined, DATA_DIR: undefined };
const memory: { label: string; afterStart: number; afterLoad?: number; readyMs: number }[] = [];
try {
  const barePort = await freePort();
  servers.push(
    await startServer('bare', [process.execPath, '--import', 'tsx', path.join(here, 'bare-server.ts')], {
      cwd: root,
      env: {
        ...baseEnv,
        ...databaseEnv(),
        PORT: String(barePort),
        TSX_TSCONFIG_PATH: path.join(root, 'bench/tsconfig.json'),
      },
      port: barePort,
    }),
  );
  for (const app of apps) {
    const env = {
      ...baseEnv,
      ...databaseEnv(),
      NODE_ENV: 'production',
      SKIP_WEB_BUILD: '1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      DATABASE_POOLER: pooler,
    };
    const start = async (label: string) => {
      const appPort = await freePort();
      const command = [process.execPath, 'scripts/start.mjs'];
      return startServer(label, command, { cwd: app.dir, env: { ...env, PORT: String(appPort) }, port: appPort });
    };
    const server = await start(app.label);
    servers.push(server);
    if (processes && app === apps[0]) {
      for (let n = 2; n <= processes; n++) extraProcesses.push(await start(`${app.label}#${n}`));
      const behind = async (label: string, backends: Server[]) =>
        servers.push(await startBehindProxy(label, backends, { cwd: root, port: await freePort() }));
      await behind(`${app.label} ×1`, [server]);
      await behind(`${app.label} ×${processes}`, [server, ...extraProcesses]);
    }
  }
  for (const s of servers) {
    memory.push({ label: s.label, afterStart: serverGroupRssMb(s), readyMs: s.readyMs });
    console.log(
      `${s.label.padEnd(8)} ready in ${(s.readyMs / 1000).toFixed(2)} s, ${serverGroupRssMb(s).toFixed(0)} MB`,
    );
  }

  // A browser sends back the CSRF cookie the app's first answer set; without it every answer would issue a new token
  // (random bytes, an HMAC, a Set-Cookie), work no browser causes. The secret is in the database, so the token of one
  // app server holds for every app server; the bare server ignores it.
  const firstApp = servers.find((s) => s.label !== 'bare');
  for (const person of new Set(ENDPOINTS.map((e) => e.who))) {
    const res = await fetch(`${firstApp!.url}/api/my_account/`, { headers: { cookie: person.cookie } });
    const csrf = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
    if (csrf) person.cookie += `; ${csrf.split(';')[0]}`;
  }

  // One response per endpoint and server, compared byte for byte with the bare server's.
  const differs = new Set<string>();
  for (const e of ENDPOINTS) {
    const bodies = await Promise.all(
      servers.map(async (s) => {
        const res = await fetch(s.url + e.path, { headers: { cookie: e.who.cookie } });
        return { label: s.label, status: res.status, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    const [bare, ...others] = bodies;
    for (const other of others) {
      if (other.status === 200 && bare!.status === 200 && other.body.equals(bare!.body)) continue;
      differs.add(`${e.name}|${other.label}`);
      let at = 0;
      while (at < other.body.length && other.body[at] === bare!.body[at]) at++;
      console.log(
        `DIFFERENT ${e.name}, ${other.label} (${other.status}, ${other.body.length} B) vs bare (${bare!.status}, ${bare!.body.length} B) from byte ${at}:\n` +
          `  ${other.label}: ${other.body.subarray(Math.max(0, at - 40), at + 80).toString()}\n` +
          `  bare: ${bare!.body.subarray(Math.max(0, at - 40), at + 80).toString()}`,
      );
    }
    if (!others.some((o) => differs.has(`${e.name}|${o.label}`))) {
      console.log(
        `same bytes: ${e.name} (${bare!.body.length} B, ${JSON.parse(bare!.body.toString()).count ?? 1} rows in count)`,
      );
    }
  }

  type Totals = { requests: number; seconds: number; cpuMs: number; dbCpuMs: number; p99: number[]; failed: number };
  const totals = new Map<string, Totals>();
  const run = async (s: Server, e: (typeof ENDPOINTS)[number], duration: number) => {
    const cpuBefore = cpuByProcess(serverPids(s));
    const dbBefore = postgresPid ? cpuByProcess(postgresPid) : new Map<number, number>();
    const result = await autocannon({ url: s.url + e.path, connections, duration, headers: { cookie: e.who.cookie } });
    const cpu = cpuBetween(cpuBefore, cpuByProcess(serverPids(s)));
    return { result, cpu, dbCpu: postgresPid ? cpuBetween(dbBefore, cpuByProcess(postgresPid)) : 0 };
  };
  // Warm-up: the JIT, the statement caches and the database's buffers, before anything is counted; the processes
  // behind the proxy beside the first app's own too (warmed only through the proxy, a second process measured 2× the
  // CPU per request of a warm one).
  for (const e of ENDPOINTS) for (const s of [...servers, ...extraProcesses]) await run(s, e, 1);
  for (let round = 0; round < rounds; round++) {
    for (const e of ENDPOINTS) {
      for (const s of servers) {
        const { result, cpu, dbCpu } = await run(s, e, seconds);
        const key = `${e.name}|${s.label}`;
        const t = totals.get(key) ?? { requests: 0, seconds: 0, cpuMs: 0, dbCpuMs: 0, p99: [], failed: 0 };
        t.requests += result.requests.total;
        t.seconds += result.duration;
        t.cpuMs += cpu;
        t.dbCpuMs += dbCpu;
        t.p99.push(result.latency.p99);
        t.failed += result.non2xx + result.errors + result.timeouts;
        totals.set(key, t);
      }
    }
  }
  for (const m of memory) m.afterLoad = serverGroupRssMb(servers.find((s) => s.label === m.label)!);

  // A run too short for one request answers nothing rather than Infinity.
  const rate = (t: Totals) => t.requests / t.seconds;
  const perRequest = (t: Totals) => (t.requests ? t.cpuMs / t.requests : Number.NaN);
  const lines = [
    `${databaseUrl ? `PostgreSQL${pooler === 'transaction' ? ' through a transaction pooler (DATABASE_POOLER=transaction)' : ''}` : 'PGlite'}, ${connections} connections, ${rounds} × ${seconds} s per endpoint and server, alternately`,
    '',
    `| endpoint | server | req/s | p99 ms | CPU ms/req | req/s vs bare | CPU/req vs bare |${postgresPid ? ' PostgreSQL CPU ms/req |' : ''}`,
    `|---|---|---|---|---|---|---|${postgresPid ? '---|' : ''}`,
  ];
  for (const e of ENDPOINTS) {
    const bare = totals.get(`${e.name}|bare`)!;
    for (const s of servers) {
      const t = totals.get(`${e.name}|${s.label}`)!;
      const p99 = t.p99.reduce((a, b) => a + b, 0) / t.p99.length;
      const vs =
        s.label === 'bare'
          ? ['', '']
          : [(rate(t) / rate(bare)).toFixed(2), `${(perRequest(t) / perRequest(bare)).toFixed(1)}×`];
      const notes = [t.failed ? `${t.failed} failed` : '', differs.has(`${e.name}|${s.label}`) ? 'JSON differs' : '']
        .filter(Boolean)
        .join(', ');
      lines.push(
        `| ${e.name} | ${s.label}${notes ? ` (${notes})` : ''} | ${rate(t).toFixed(0)} | ${p99.toFixed(1)} | ${perRequest(t).toFixed(2)} | ${vs[0]} | ${vs[1]} |${postgresPid ? ` ${(t.dbCpuMs / t.requests).toFixed(2)} |` : ''}`,
      );
    }
  }
  if (processes) {
    const label = (n: number) => `${apps[0]!.label} ×${n}`;
    lines.push(
      '',
      `| endpoint | ${label(1)} req/s | ${label(processes)} req/s | ratio | CPU ms/req ×1 / ×${processes} |`,
    );
    lines.push('|---|---|---|---|---|');
    for (const e of ENDPOINTS) {
      const one = totals.get(`${e.name}|${label(1)}`)!;
      const many = totals.get(`${e.name}|${label(processes)}`)!;
      lines.push(
        `| ${e.name} | ${rate(one).toFixed(0)} | ${rate(many).toFixed(0)} | ${(rate(many) / rate(one)).toFixed(2)} | ${perRequest(one).toFixed(2)} / ${perRequest(many).toFixed(2)} |`,
      );
    }
  }
  lines.push('', '| server | ready after spawn | RSS after start | RSS after the load |', '|---|---|---|---|');
  for (const m of memory) {
    lines.push(
      `| ${m.label} | ${(m.readyMs / 1000).toFixed(2)} s | ${m.afterStart.toFixed(0)} MB | ${m.afterLoad?.toFixed(0)} MB |`,
    );
  }
  console.log(`\n${lines.join('\n')}`);
} finally {
  await stopAll();
}
