#!/usr/bin/env node
// The scale drill (issue 29): one PostgreSQL, PgBouncer in transaction pooling in front of it, two app processes (the
// compiled server, DATABASE_POOLER=transaction, FILE_STORE=database) behind a round-robin proxy
// (scripts/round-robin-proxy.mjs), so that a visitor signs in on one process and acts on the other. Visitors sign in,
// create leaves (attaching a file to one in three, downloaded at once, and submitting it), track time and have receipts read; one process
// is killed with SIGKILL in the middle, while it reads a
// receipt, and started again. Checks that
//   - no answer is a 5xx but the requests the kill cut (counted), and the other process served during the kill;
//   - every write acknowledged with a 2xx (session, leave, attachment, time entry, reading job) is in the database,
//     and every file downloaded right after its upload is the bytes sent;
//   - the reading job the killed process held is taken over once its lease ran out, and every reading finishes;
//   - the hourly housekeeping ran once although three processes ticked (platform/jobs/schedule.ts);
//   - every mail the outbox marked sent (the validators' mail of each submitted leave) reached the drill's SMTP peer
//     once: both processes send, each claims its batch.
// Prints the figures, one line per check, and last `N passed, M failed`; exit code 1 when a check failed.
//
//   node scripts/scale-drill.mjs          (npm run test:scale-drill; about 3 minutes: the lease is 30 s and the
//                                          housekeeping's first tick comes a minute after each start)
//
// Environment: SCALE_DRILL_USERS (visitors, default 3, at most 8), SCALE_DRILL_BEFORE_MS (load before the kill,
// default 10000), SCALE_DRILL_DOWN_MS (from the kill to the restart, default 3000), SCALE_DRILL_AFTER_MS (load after
// the restart, default 10000), SCALE_DRILL_KEEP=1 keeps the temporary folders (each process's log there);
// PG_PORT, PG_VERSION as for scripts/pg-cluster.sh. Needs PostgreSQL's server binaries and pgbouncer (installed as root).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServerIfStale, SERVER_BUNDLE } from './build-server.mjs';
import { leaveDays } from './drill-days.mjs';
import {
  Browser,
  cleanUpOnExit,
  cluster,
  drillRun,
  freePort,
  killGroup,
  logTail,
  plainLeaveType,
  ROOT,
  sleep,
  waitFor,
} from './drill-support.mjs';
import { CUT_HEADER, startRoundRobinProxy } from './round-robin-proxy.mjs';
import { jobsOutcome, lostWrites, mailsOnce, ranOnce, serverErrors, tally } from './scale-drill-checks.mjs';
import { startSmtpPeer } from './smtp-peer.mjs';

const setting = (name, fallback) => Number(process.env[name] ?? fallback);
const VISITORS = ['alice', 'bob', 'ebernard', 'tdubois', 'cthomas', 'nrobert', 'jrichard', 'mlaurent'].slice(
  0,
  setting('SCALE_DRILL_USERS', 3),
);
const BEFORE_MS = setting('SCALE_DRILL_BEFORE_MS', 10_000);
const DOWN_MS = setting('SCALE_DRILL_DOWN_MS', 3_000);
const AFTER_MS = setting('SCALE_DRILL_AFTER_MS', 10_000);
/** Who has receipts read by the process about to be killed: no visitor, so that the company's bound (5) holds. */
const VICTIM_USER = 'claire';
const PASSWORD = 'demo1234';
/** Each visitor has a receipt read every third round (sign-in, 3 leaves, 3 time entries). */
const RECEIPT_EVERY = 3;
const RECEIPT = fs.readFileSync(path.join(ROOT, 'apps/server/test/fixtures/receipts/taxi-net-a-payer.jpg'));
/** A running job's lease is renewed every 10 s (platform/jobs/job-queue.ts): one not renewed after 12 s is orphaned. */
const RENEWAL_MS = 12_000;
/** The housekeeping's first tick, a minute after a process starts (platform/housekeeping.ts), and a margin. */
const FIRST_TICK_MS = 75_000;
const DEADLINE_MS = 600_000;

const log = (message) => console.log(`[scale-drill] ${message}`);
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-scale-drill-'));
// The cluster's own folder, directly in the temporary folder: the `cipg` server user must be able to enter it.
const clusterDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-scale-drill-pg-'));
/** The two app processes: `a` is killed and started again. */
const apps = ['a', 'b'].map((name) => ({
  name,
  port: 0,
  child: null,
  spawnedAt: [],
  log: path.join(work, `${name}.log`),
}));
let proxy = null;
let mailPeer = null;
let clusterCreated = false;

// ---------------------------------------------------------------------------------------------- cleanup

cleanUpOnExit({
  stop: () => {
    for (const app of apps) killGroup(app.child);
  },
  clusterDir,
  clusterCreated: () => clusterCreated,
  work,
  keep: process.env.SCALE_DRILL_KEEP === '1',
  log,
});
setTimeout(() => {
  log(`not finished after ${DEADLINE_MS / 1000}s: giving up`);
  printLogs();
  console.log('0 passed, 1 failed');
  process.exit(1);
}, DEADLINE_MS).unref();

function printLogs() {
  for (const app of apps) {
    const tail = logTail(app.log, 20);
    if (tail) console.log(`[scale-drill] last lines of process ${app.name}'s log:\n${tail}`);
  }
}

// ---------------------------------------------------------------------------------------------- processes

async function startApp(app, env) {
  const out = fs.openSync(app.log, 'a');
  app.child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    detached: true, // its own process group, killed whole
    stdio: ['ignore', out, out],
    env: { ...env, PORT: String(app.port), DATA_DIR: path.join(work, app.name) },
  });
  app.spawnedAt.push(Date.now());
  const child = app.child;
  await waitFor(
    `waiting for process ${app.name} to be ready`,
    async () => (await fetch(`http://127.0.0.1:${app.port}/api/health/`)).status === 200,
    180_000,
    () => child.exitCode === null,
  );
  return Date.now();
}

// ---------------------------------------------------------------------------------------------- load

/** Every answer the visitors got: `{ what, status, cut, at }`. */
const answers = [];
/** What each 2xx acknowledged, by kind: `{ id, at }`. */
const acknowledged = new Map(
  ['sessions', 'leaves', 'submissions', 'attachments', 'time entries', 'reading jobs'].map((kind) => [kind, []]),
);
/** When a poller first saw each reading job done. */
const doneAt = new Map();
const ack = (kind, id) => acknowledged.get(kind).push({ id, at: Date.now() });

/**
 * One request, its answer recorded. A 502 the proxy marked, or an answer whose body stopped short ("terminated": the
 * process died while sending it), is a request the kill cut.
 */
async function call(browser, what, method, url, body) {
  try {
    const res = await browser.request(method, url, body);
    answers.push({ what, status: res.status, cut: res.headers.get(CUT_HEADER) === '1', at: Date.now() });
    return res;
  } catch (error) {
    answers.push({ what, status: 0, cut: error.message === 'terminated', at: Date.now() });
    return { status: 0, body: String(error.cause?.code ?? error.message), headers: new Headers() };
  }
}

/** The session row's id: the SHA-256 of the cookie's token (platform/sessions.ts). */
const sessionId = (browser) => createHash('sha256').update(browser.cookies.get('sessionid')).digest('base64url');

async function signIn(base, username) {
  const browser = new Browser(base);
  await call(browser, 'info', 'GET', '/api/info/');
  const res = await call(browser, 'sign-in', 'POST', '/api/auth/', { username, password: PASSWORD });
  if (res.status !== 200) return null;
  ack('sessions', sessionId(browser));
  return browser;
}

async function postReceipt(browser) {
  const form = new FormData();
  form.append('file', new Blob([RECEIPT], { type: 'image/jpeg' }), 'taxi.jpg');
  const res = await call(browser, 'receipt', 'POST', '/api/ocr/receipt/', form);
  if (res.status !== 202) return null;
  ack('reading jobs', res.body.id);
  return res.body.id;
}

/** Polls a reading job until it is done or failed, through whichever process the proxy picks. */
async function pollReading(browser, id, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    await sleep(500);
    const res = await call(browser, 'reading poll', 'GET', `/api/ocr/receipt/${id}/`);
    if (res.status === 200 && (res.body.status === 'done' || res.body.status === 'failed')) {
      doneAt.set(id, Date.now());
      return;
    }
  }
}

/** The messages the processes delivered to the drill's SMTP peer, by their sorted recipients. */
const delivered = new Map();

/** Counts a message the SMTP peer received, by its sorted recipients. */
function countMail(_raw, envelope) {
  const key = [...envelope.to].sort().join(',');
  delivered.set(key, (delivered.get(key) ?? 0) + 1);
}

/** Files downloaded again right after their upload: how many came back as sent, and the ones that did not. */
const downloads = { same: 0, different: [] };

/**
 * Attaches a small PDF of its own to a leave and downloads it at once: the proxy's next turn, so most often through
 * the other process (the bytes are in PostgreSQL, FILE_STORE=database).
 */
async function attachAndDownload(browser, leaveId) {
  const pdf = `%PDF-1.4\n% scale drill, leave ${leaveId}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  const form = new FormData();
  form.append('attachment_file', new Blob([pdf], { type: 'application/pdf' }), `drill-${leaveId}.pdf`);
  const up = await call(browser, 'attachment', 'POST', `/api/leave/${leaveId}/attachment/`, form);
  if (up.status !== 201) return;
  ack('attachments', up.body.id);
  const down = await call(browser, 'download', 'GET', `/api/leave/${leaveId}/attachment/${up.body.id}/`);
  if (down.status !== 200) return;
  if (down.body === pdf) downloads.same++;
  else downloads.different.push(up.body.id);
}

/** A short task on its own ten minutes of a working day of 2021: never a long day, never in the future. */
function timeEntry(n) {
  const start = Date.UTC(2021, 0, 4 + Math.floor(n / 40), 6, 10 * (n % 40));
  return {
    description: 'scale drill',
    start_time: new Date(start).toISOString(),
    end_time: new Date(start + 10 * 60_000).toISOString(),
  };
}

async function visitor(base, username, { days, typeOfLeave, running }) {
  let entries = 0;
  for (let round = 0; running(); round++) {
    const browser = await signIn(base, username);
    if (!browser) {
      await sleep(200);
      continue;
    }
    for (let i = 0; i < 3 && running(); i++) {
      const day = days.next().value;
      const leave = await call(browser, 'leave', 'POST', '/api/leave/', {
        begin_date: day,
        end_date: day,
        begin_period: 'AM',
        end_period: 'PM',
        type_of_leave: typeOfLeave,
        comment: 'scale drill',
      });
      if (leave.status === 201) ack('leaves', leave.body.id);
      if (leave.status === 201 && i === 0) {
        await attachAndDownload(browser, leave.body.id);
        // Submitted: its validators get a mail, which one process's outbox sender must send once.
        const submit = await call(browser, 'submit', 'PATCH', `/api/leave/${leave.body.id}/`, { status: 'submitted' });
        if (submit.status === 200) ack('submissions', leave.body.id);
      }
      const entry = await call(browser, 'time entry', 'POST', '/api/time-entry/', timeEntry(entries++));
      if (entry.status === 201) ack('time entries', entry.body.id);
    }
    if (round % RECEIPT_EVERY === 0) {
      const id = await postReceipt(browser);
      if (id) await pollReading(browser, id, 120_000);
    }
  }
}

// ---------------------------------------------------------------------------------------------- checks

const { check, run } = drillRun('scale-drill', printLogs);

async function lastHousekeeping(db) {
  const { rows } = await db.query(
    `select (extract(epoch from last_run_at) * 1000)::bigint::text as at from scheduled_runs where name = 'housekeeping'`,
  );
  return rows[0] ? Number(rows[0].at) : null;
}

async function storedIds(db) {
  const ids = (kind) => acknowledged.get(kind).map((a) => a.id);
  const query = async (sql, values) => new Set((await db.query(sql, [values])).rows.map((r) => r.id));
  return new Map([
    ['sessions', await query('select id from sessions where id = any($1::text[])', ids('sessions'))],
    ['leaves', await query('select id from leaves where id = any($1::int[])', ids('leaves'))],
    [
      'submissions',
      await query(`select id from leaves where id = any($1::int[]) and status = 'submitted'`, ids('submissions')),
    ],
    ['attachments', await query('select id from leave_attachments where id = any($1::int[])', ids('attachments'))],
    ['time entries', await query('select id from time_entries where id = any($1::int[])', ids('time entries'))],
    ['reading jobs', await query('select id from jobs where id = any($1::text[])', ids('reading jobs'))],
  ]);
}

// ---------------------------------------------------------------------------------------------- the drill

async function main() {
  log(`visitors: ${VISITORS.join(', ')}; load ${BEFORE_MS / 1000}s before the kill, ${AFTER_MS / 1000}s after`);
  const directUrl = cluster(['init', clusterDir, 'staff'], { PG_PORT: process.env.PG_PORT ?? '57432' });
  clusterCreated = true;
  const pgbPort = cluster(['pgbouncer', clusterDir], { PGB_PORT: process.env.PGB_PORT ?? '58432' });
  const pooledUrl = directUrl.replace(/:\d+\//, `:${pgbPort}/`);
  log(`PostgreSQL ${directUrl}, PgBouncer (transaction pooling) on ${pgbPort}, in ${elapsed()}s`);
  log(await buildServerIfStale());

  for (const app of apps) app.port = await freePort();
  mailPeer = await startSmtpPeer({ port: await freePort(), onMessage: countMail });
  proxy = await startRoundRobinProxy({ targets: apps.map((app) => `http://127.0.0.1:${app.port}`) });
  const base = `http://127.0.0.1:${proxy.port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    SEED_DEMO: '1',
    DATABASE_URL: pooledUrl,
    DATABASE_POOLER: 'transaction',
    FILE_STORE: 'database',
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${mailPeer.port}`,
  };
  // One after the other: the first migrates and seeds the demo company, the second finds them done.
  for (const app of apps) {
    await startApp(app, env);
    log(`process ${app.name} (pid ${app.child.pid}) ready on ${app.port} at ${elapsed()}s`);
  }
  log(`round-robin proxy on ${proxy.port}`);

  const db = new pg.Client({ connectionString: directUrl });
  await db.connect();
  try {
    const first = await signIn(base, 'alice');
    if (!first) throw new Error(`alice could not sign in: ${JSON.stringify(answers.at(-1))}`);
    const typeOfLeave = await plainLeaveType(first);
    let running = true;
    const shared = { days: leaveDays(), typeOfLeave, running: () => running };
    const visitors = VISITORS.map((username) => visitor(base, username, shared));
    await sleep(BEFORE_MS);

    // The victim: a process reading a receipt. Claire's receipts are posted to it directly, which wakes it at once.
    const [victim, survivor] = apps;
    const victimBrowser = await signIn(`http://127.0.0.1:${victim.port}`, VICTIM_USER);
    if (!victimBrowser) throw new Error(`${VICTIM_USER} could not sign in on process ${victim.name}`);
    const victimJobs = [await postReceipt(victimBrowser), await postReceipt(victimBrowser)].filter(Boolean);
    await waitFor(
      `waiting for process ${victim.name} to read a receipt`,
      async () =>
        (await db.query(`select 1 from jobs where id = any($1::text[]) and status = 'running'`, [victimJobs]))
          .rowCount > 0,
      60_000,
    );
    const { rows: runningAtKill } = await db.query(
      `select id, lease_until::text as lease from jobs where status = 'running'`,
    );
    killGroup(victim.child);
    const killAt = Date.now();
    const readings = runningAtKill.length === 1 ? 'reading' : 'readings';
    log(`killed process ${victim.name} (SIGKILL) at ${elapsed()}s, ${runningAtKill.length} ${readings} running`);

    await sleep(DOWN_MS);
    const readyAgainAt = await startApp(victim, env);
    log(`process ${victim.name} started again (pid ${victim.child.pid}), ready at ${elapsed()}s`);
    await sleep(Math.max(0, killAt + RENEWAL_MS - Date.now()));
    const { rows: stillHeld } = await db.query(
      `select id, lease_until::text as lease from jobs where status = 'running' and id = any($1::text[])`,
      [runningAtKill.map((j) => j.id)],
    );
    const leaseAtKill = new Map(runningAtKill.map((j) => [j.id, j.lease]));
    const orphaned = stillHeld.filter((j) => leaseAtKill.get(j.id) === j.lease).map((j) => j.id);

    await sleep(AFTER_MS);
    running = false;
    await Promise.all(visitors);
    // Claire sees her readings through the proxy: through the survivor, or the restarted process.
    const claire = new Browser(base);
    claire.cookies = victimBrowser.cookies;
    await Promise.all(victimJobs.map((id) => pollReading(claire, id, 120_000)));
    const loadEnd = Date.now();

    // The housekeeping: every process's first tick (a minute after its start) must have come before the last reading.
    const housekeeping = [];
    const ticksDue = Math.max(...apps.flatMap((app) => app.spawnedAt)) + FIRST_TICK_MS;
    log(`waiting ${Math.round((ticksDue - Date.now()) / 1000)}s for every process's first housekeeping tick`);
    while (Date.now() < ticksDue) {
      housekeeping.push(await lastHousekeeping(db));
      await sleep(5_000);
    }
    housekeeping.push(await lastHousekeeping(db));

    // ---- what the clients saw
    const errors = serverErrors(answers);
    check(
      'no 5xx but the requests the kill cut',
      errors.unexpected.length === 0,
      `${errors.cut} cut of ${errors.total} requests${errors.unexpected.length ? `; unexpected: ${tally(errors.unexpected)}` : ''}`,
    );
    const writesWhileDown = [...acknowledged.values()].flat().filter((a) => a.at > killAt && a.at < readyAgainAt);
    const firstWriteAfterKill = Math.min(...writesWhileDown.map((a) => a.at));
    check(
      `process ${survivor.name} served while ${victim.name} was down`,
      writesWhileDown.length > 0,
      `${writesWhileDown.length} writes acknowledged in ${((readyAgainAt - killAt) / 1000).toFixed(1)}s`,
    );
    check(
      'both processes answered through the proxy',
      proxy.stats.served.every((n) => n > 0),
      `${proxy.stats.served.join(' / ')} answers`,
    );

    // ---- what the database holds
    const idsOf = new Map([...acknowledged].map(([kind, list]) => [kind, list.map((a) => a.id)]));
    const lost = lostWrites(idsOf, await storedIds(db));
    check(
      'every acknowledged write is in the database',
      lost.length === 0,
      `${[...idsOf].map(([kind, ids]) => `${ids.length} ${kind}`).join(', ')}${lost.length ? `; lost: ${lost.map((l) => `${l.kind} ${l.id}`).join(', ')}` : ''}`,
    );
    const { rows: drillLeaves } = await db.query(`select count(*)::int as n from leaves where comment = 'scale drill'`);
    const unacknowledged = drillLeaves[0].n - idsOf.get('leaves').length;
    check(
      'every file downloaded right after its upload came back as sent',
      downloads.same > 0 && downloads.different.length === 0,
      `${downloads.same} the same${downloads.different.length ? `; different: attachments ${downloads.different.join(', ')}` : ''}`,
    );
    const { rows: jobRows } = await db.query('select id, status, attempts from jobs where id = any($1::text[])', [
      idsOf.get('reading jobs'),
    ]);
    const jobs = jobsOutcome(jobRows, orphaned);
    check('every reading finished', jobs.unfinished.length === 0, jobs.unfinished.join(', '));
    const takeover = jobs.takenOver.map((id) => ((doneAt.get(id) - killAt) / 1000).toFixed(1));
    check(
      `the reading process ${victim.name} held at the kill was taken over and finished`,
      orphaned.length > 0 && jobs.notTakenOver.length === 0,
      orphaned.length === 0
        ? `process ${victim.name} held no reading at the kill`
        : `${jobs.takenOver.length} of ${orphaned.length}, done ${takeover.join(', ')}s after the kill`,
    );
    const once = ranOnce(housekeeping);
    check(
      'the hourly housekeeping ran once, though three process starts ticked',
      once.once,
      once.ran ? `claimed at ${once.times.map((t) => new Date(t).toISOString()).join(', ')}` : 'it never ran',
    );

    const { rows: outbox } = await db.query('select "to", sent_at is not null as sent from mail_outbox');
    const mails = mailsOnce(outbox, delivered);
    const received = [...delivered.values()].reduce((sum, n) => sum + n, 0);
    const mailProblems = [
      ...mails.twice.map((to) => `sent twice to ${to}`),
      ...mails.missing.map((to) => `marked sent, not received, to ${to}`),
    ];
    check(
      'every mail marked sent was received once',
      mails.sent > 0 && mailProblems.length === 0,
      `${mails.sent} sent, ${received} received${mailProblems.length ? `; ${mailProblems.join('; ')}` : ''}`,
    );

    log('figures:');
    log(`  requests                     ${answers.length} (${VISITORS.length} visitors and ${VICTIM_USER})`);
    log(`  answered by process          a ${proxy.stats.served[0]}, b ${proxy.stats.served[1]}`);
    log(
      `  cut by the kill              ${errors.cut} (proxy: ${proxy.stats.cut} cut, ${proxy.stats.passedOver} passed over)`,
    );
    log(`  answers                      ${tally(answers)}`);
    log(`  mails not sent yet           ${mails.unsent} (a killed process's claim holds its batch 5 minutes)`);
    log(`  committed, not acknowledged  ${unacknowledged} leaves (cut after their commit)`);
    log(`  process a back               ${((readyAgainAt - killAt) / 1000).toFixed(1)}s after the kill`);
    log(`  first write after the kill   ${firstWriteAfterKill - killAt} ms after it, through process ${survivor.name}`);
    log(`  load and readings ended      ${((loadEnd - started) / 1000).toFixed(1)}s into the drill`);
    log(`  drill took                   ${elapsed()}s`);
  } finally {
    await db.end();
    await proxy?.close();
    await mailPeer?.close();
  }
}

await run(main);
