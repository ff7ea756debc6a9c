#!/usr/bin/env node
// The database-loss drill (issue 6, part 2): the real server process on its own throwaway PostgreSQL, which is
// stopped with `pg_ctl stop -m immediate` (a crash of every server process) while alice keeps creating draft
// leaves and attaching files over HTTP, then started again. Checks that
//   - the server process survives (same pid) and answers 503 with Retry-After during the outage, liveness 200;
//   - it serves again by itself once PostgreSQL is back (/api/health/ ready, writes succeed);
//   - every write that was acknowledged (2xx) is in the database;
//   - no attachment row lacks its file, no stored file (chunks, or DATA_DIR/files with FILE_STORE=folder) lacks its
//     row, no file row is unreferenced.
// Prints the figures, one line per check, and last `N passed, M failed` (what .ci/run adds up).
//
//   node scripts/outage-drill.mjs          (npm run test:drill)
//
// Environment: DRILL_KEEP=1 keeps the temporary folders (the server log is DATA_DIR/../server.log);
// PG_PORT, PG_VERSION as for scripts/pg-cluster.sh. Needs PostgreSQL's server binaries (installed as root).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server.mjs';
import { leaveDays } from './drill-days.mjs';
import {
  Browser,
  cleanUpOnExit,
  drillRun,
  freePort,
  killGroup,
  logTail,
  plainLeaveType,
  ROOT as root,
  cluster as runCluster,
  sleep,
  waitFor as waitUntil,
} from './drill-support.mjs';

const log = (message) => console.log(`[drill] ${message}`);
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);

/** Phases, in ms: writes before the outage, the outage itself, writes after recovery. */
const BEFORE_MS = 3000;
const OUTAGE_MS = 4000;
const AFTER_MS = 3000;
const WRITERS = 2;
/** Everything, cleanup included, must end well under the 2 minutes CI allows it. */
const DEADLINE_MS = 110_000;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-drill-'));
// The cluster's own folder, directly in the temporary folder: the `cipg` server user must be able to enter it.
const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-drill-pg-'));
const dataDir = path.join(work, 'data');
const serverLog = path.join(work, 'server.log');
let server = null;
let clusterCreated = false;

// ---------------------------------------------------------------------------------------------- cleanup

cleanUpOnExit({
  stop: () => killGroup(server),
  clusterDir,
  clusterCreated: () => clusterCreated,
  work,
  keep: process.env.DRILL_KEEP === '1',
  log,
});
const deadline = setTimeout(() => {
  log(`not finished after ${DEADLINE_MS / 1000}s: giving up`);
  printServerLog();
  console.log('0 passed, 1 failed');
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

function printServerLog() {
  const tail = logTail(serverLog);
  if (tail) console.log(`[drill] last lines of the server log:\n${tail}`);
}

// ---------------------------------------------------------------------------------------------- cluster

function cluster(...args) {
  return runCluster(args, { PG_DURABLE: '1', PG_PORT: process.env.PG_PORT ?? '56432' });
}

// ---------------------------------------------------------------------------------------------- HTTP

/** A request whose network failure is an answer too (status 0), for the checks to report. */
async function answer(browser, method, url) {
  try {
    return await browser.request(method, url);
  } catch (error) {
    return { status: 0, body: String(error.cause?.code ?? error.message), headers: new Headers() };
  }
}

const serverRunning = () => !server || server.exitCode === null;
const waitFor = (what, check, timeoutMs) => waitUntil(what, check, timeoutMs, serverRunning);

// ---------------------------------------------------------------------------------------------- writes

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function newStats() {
  return {
    attempts: 0,
    acked: [], // { id, day }
    attachmentsAcked: [], // { leaveId, id }
    failed: 0,
    statuses: new Map(),
    retryAfterMissing: 0,
    other: [], // unexpected answers, for the report
  };
}

function count(stats, key) {
  stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
}

/** Keeps writing until `running()` says stop; every answer is classified, nothing throws. */
async function writer(browser, typeOfLeave, days, stats, running, comment) {
  let n = 0;
  while (running()) {
    const next = days.next();
    if (next.done) {
      count(stats, 'writer stopped: no day left before 31/12/2099');
      break;
    }
    const day = next.value;
    stats.attempts++;
    let res;
    try {
      res = await browser.request('POST', '/api/leave/', {
        begin_date: day,
        end_date: day,
        begin_period: 'AM',
        end_period: 'PM',
        type_of_leave: typeOfLeave,
        comment,
      });
    } catch (error) {
      stats.failed++;
      count(stats, `network error (${error.cause?.code ?? error.name})`);
      await sleep(50);
      continue;
    }
    count(stats, `leave ${res.status}`);
    if (res.status !== 201) {
      stats.failed++;
      if (res.status === 503 && res.headers.get('retry-after') === null) stats.retryAfterMissing++;
      if (res.status !== 503) stats.other.push(`POST /api/leave/ ${res.status} ${JSON.stringify(res.body)}`);
      await sleep(50);
      continue;
    }
    stats.acked.push({ id: res.body.id, day });
    if (n++ % 3 !== 0) continue;
    const form = new FormData();
    form.append('attachment_file', new Blob([PDF], { type: 'application/pdf' }), `drill-${res.body.id}.pdf`);
    try {
      const up = await browser.request('POST', `/api/leave/${res.body.id}/attachment/`, form);
      count(stats, `attachment ${up.status}`);
      if (up.status === 201) stats.attachmentsAcked.push({ leaveId: res.body.id, id: up.body.id });
      else {
        stats.failed++;
        if (up.status !== 503) stats.other.push(`POST attachment ${up.status} ${JSON.stringify(up.body)}`);
      }
    } catch (error) {
      stats.failed++;
      count(stats, `network error (${error.cause?.code ?? error.name})`);
    }
  }
}

// ---------------------------------------------------------------------------------------------- checks

const { check, run } = drillRun('drill', printServerLog);

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The files whose bytes are stored, as `company/storage_key`: their chunks in the database (FILE_STORE=database, the
 * default on PostgreSQL), or DATA_DIR/files (FILE_STORE=folder, which the drill runs when the environment says so).
 */
async function filesStored(db) {
  if (FILE_STORE === 'database') {
    const { rows } = await db.query(
      `select f.company_id || '/' || f.storage_key as key from stored_files f
       where exists (select 1 from stored_file_chunks c where c.file_id = f.id)`,
    );
    return rows.map((r) => r.key);
  }
  const filesRoot = path.join(dataDir, 'files');
  if (!fs.existsSync(filesRoot)) return [];
  const found = [];
  for (const company of fs.readdirSync(filesRoot)) {
    for (const key of fs.readdirSync(path.join(filesRoot, company))) found.push(`${company}/${key}`);
  }
  return found;
}

const FILE_STORE = process.env.FILE_STORE === 'folder' ? 'folder' : 'database';

async function main() {
  log(`file store: ${FILE_STORE}`);
  log(`folders: ${work} (data, server log), ${clusterDir} (PostgreSQL)`);
  const url = cluster('init', clusterDir, 'staff');
  clusterCreated = true;
  log(`PostgreSQL ready at ${url} (synchronous_commit on) in ${elapsed()}s`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const out = fs.openSync(serverLog, 'a');
  // The server as production runs it: the compiled bundle, built first when its sources changed.
  log(await buildServerIfStale());
  server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    detached: true, // its own process group, killed whole on cleanup
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      FILE_STORE,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
    },
  });
  const pid = server.pid;
  const browser = new Browser(base);
  await waitFor(
    'waiting for the server to be ready',
    async () => (await browser.request('GET', '/api/health/')).status === 200,
    90_000,
  );
  log(`server pid ${pid} ready on ${base} in ${elapsed()}s`);

  await browser.request('GET', '/api/info/');
  const login = await browser.request('POST', '/api/auth/', { username: 'alice', password: 'demo1234' });
  if (login.status !== 200) throw new Error(`alice could not sign in: ${login.status} ${JSON.stringify(login.body)}`);
  const typeOfLeave = await plainLeaveType(browser);
  const comment = `outage drill ${process.pid}`;

  // Writers run through the three phases; the outage starts and ends under them.
  const stats = newStats();
  const days = leaveDays();
  const writesStarted = Date.now();
  let writing = true;
  const writers = Array.from({ length: WRITERS }, () =>
    writer(browser, typeOfLeave, days, stats, () => writing, comment),
  );
  await sleep(BEFORE_MS);
  const ackedBefore = stats.acked.length;
  if (ackedBefore === 0) throw new Error(`no write succeeded before the outage: ${stats.other.slice(0, 3).join('; ')}`);

  log(`stopping PostgreSQL (immediate) after ${ackedBefore} acknowledged writes`);
  const failedBefore = stats.failed;
  cluster('stop', clusterDir, 'immediate');
  const outageStart = Date.now();
  await sleep(OUTAGE_MS / 2);
  const health = await answer(browser, 'GET', '/api/health/');
  const live = await answer(browser, 'GET', '/api/health/live/');
  const read = await answer(browser, 'GET', '/api/leave/');
  await sleep(OUTAGE_MS / 2);
  const aliveDuringOutage = processAlive(pid) && server.exitCode === null;
  check('the server process survived the outage', aliveDuringOutage);
  if (!aliveDuringOutage) throw new Error('the server process died when PostgreSQL stopped');

  log('starting PostgreSQL again');
  const restartAt = Date.now();
  cluster('start', clusterDir);
  await waitFor(
    'waiting for /api/health/ to be ready again',
    async () => (await browser.request('GET', '/api/health/')).status === 200,
    30_000,
  );
  const recoverySeconds = (Date.now() - restartAt) / 1000;
  const ackedAtRecovery = stats.acked.length;
  await sleep(AFTER_MS);
  writing = false;
  await Promise.all(writers);
  const outageSeconds = (restartAt - outageStart) / 1000;

  // ---- what the server answered
  check(
    'requests during the outage answer 503 service_unavailable with Retry-After',
    read.status === 503 && read.body?.code === 'service_unavailable' && read.headers.get('retry-after') !== null,
    `GET /api/leave/ ${read.status} ${JSON.stringify(read.body)}`,
  );
  check(
    'writes refused during the outage were all 503 with Retry-After (no 500, no other error)',
    stats.other.length === 0 && stats.retryAfterMissing === 0 && stats.failed > failedBefore,
    stats.other.length ? stats.other.slice(0, 3).join('; ') : `${stats.failed - failedBefore} refused`,
  );
  check(
    '/api/health/ says not ready during the outage, /api/health/live/ stays 200',
    health.status === 503 &&
      health.body?.ready === false &&
      health.body?.database === 'unreachable' &&
      live.status === 200,
    `health ${health.status} ${JSON.stringify(health.body)}, live ${live.status}`,
  );
  check(
    'the same process serves writes again after PostgreSQL restarts',
    stats.acked.length > ackedAtRecovery,
    `${stats.acked.length - ackedAtRecovery} writes after recovery`,
  );

  // ---- what the database holds (wait for uploads of failed transactions to be settled, every 5 s)
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const ids = stats.acked.map((a) => a.id);
    const { rows: leaves } = await db.query(
      'select id, begin_date::text as day from leaves where id = any($1::int[]) and comment = $2',
      [ids, comment],
    );
    const found = new Map(leaves.map((r) => [r.id, r.day]));
    const missing = stats.acked.filter((a) => found.get(a.id) !== a.day);
    check(
      'every acknowledged leave is in the database',
      missing.length === 0,
      `${stats.acked.length - missing.length}/${stats.acked.length}`,
    );
    const { rows: all } = await db.query('select count(*)::int as n from leaves where comment = $1', [comment]);
    const unacknowledged = all[0].n - leaves.length;

    const attachmentIds = stats.attachmentsAcked.map((a) => a.id);
    const { rows: attachments } = await db.query(
      'select id, leave_id from leave_attachments where id = any($1::int[])',
      [attachmentIds],
    );
    check(
      'every acknowledged attachment is in the database',
      attachments.length === attachmentIds.length,
      `${attachments.length}/${attachmentIds.length}`,
    );

    let orphanFiles = [];
    let rowsWithoutFile = [];
    let unreferencedRows = [];
    const settleUntil = Date.now() + 20_000;
    for (;;) {
      const { rows: stored } = await db.query(
        `select f.company_id || '/' || f.storage_key as key,
                exists (select 1 from leave_attachments a where a.file_id = f.id) as attached,
                f.created_at >= to_timestamp($1 / 1000.0) as during_drill
         from stored_files f`,
        [writesStarted],
      );
      const keys = new Set(stored.map((r) => r.key));
      const disk = new Set(await filesStored(db));
      orphanFiles = [...disk].filter((k) => !keys.has(k));
      rowsWithoutFile = stored.filter((r) => !disk.has(r.key)).map((r) => r.key);
      unreferencedRows = stored.filter((r) => r.during_drill && !r.attached).map((r) => r.key);
      if (orphanFiles.length === 0 || Date.now() > settleUntil) break;
      await sleep(500);
    }
    check('no file row lacks its file', rowsWithoutFile.length === 0, rowsWithoutFile.slice(0, 3).join(', '));
    check('no stored file lacks its row', orphanFiles.length === 0, orphanFiles.slice(0, 3).join(', '));
    check(
      'no file row written during the drill is left without its attachment',
      unreferencedRows.length === 0,
      unreferencedRows.slice(0, 3).join(', '),
    );
    check('the server pid never changed', server.pid === pid && processAlive(pid) && server.exitCode === null);

    log('figures:');
    log(`  writes attempted             ${stats.attempts} leaves (${WRITERS} writers), attachments every 3rd`);
    log(`  writes acknowledged          ${stats.acked.length} leaves, ${stats.attachmentsAcked.length} attachments`);
    log(`  failed during the outage     ${stats.failed}`);
    log(`  answers                      ${[...stats.statuses].map(([k, v]) => `${k} ×${v}`).join(', ')}`);
    log(`  committed, not acknowledged  ${unacknowledged} (the request in flight when PostgreSQL died)`);
    log(
      `  outage                       ${outageSeconds.toFixed(1)}s; ready again ${recoverySeconds.toFixed(1)}s after restart`,
    );
    log(`  drill took                   ${elapsed()}s`);
  } finally {
    await db.end();
  }
}

await run(main);
