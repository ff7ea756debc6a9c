#!/usr/bin/env node
// `npm test`: every level of tests, in order, each streaming its own output:
//   check  biome check . + npm run typecheck         (a failure counts as 1 failed)
//   unit   vitest projects `shared` and `web`        \ one Vitest run with a JSON report
//   http   vitest projects `server`, `server-forks`  /  (app.inject)
//   e2e    Playwright journeys in Debian's Chromium   (JSON report)
//   drill  the database-loss drill: the real server while its own PostgreSQL is stopped and restarted
//          (scripts/outage-drill.mjs; its closing `N passed, M failed` line is read)
//   sweep  the calendar sweep: the leaves, activity and expense journeys again on each of SWEEP_DAYS (the e2e stage
//          runs on e2e/support/clock.ts's DEFAULT_TODAY; a date-dependent test shows up here before the calendar
//          finds it)
// then the tests that failed and those that passed only on a retry, by name (under CI a failed test runs once more, in
// Vitest as in Playwright; a retry never hides a flaky test; FAILED_REPORT=<file> and FLAKY_REPORT=<file> also write
// them there, for .ci/run), one summary line per stage and, as the very last line, `N passed, M failed`.
// Playwright runs go side by side, E2E_PARALLEL at a time (default: 2 on a machine of 2 cores or more), each with its
// own server, database, mail folder and browser: one queue of the e2e stage's shards (E2E_SHARDS, default twice
// E2E_PARALLEL) and then the sweep's days; the drill runs after them.
// Exit code 0 only when nothing failed. A runner that crashes without a report counts as a failure.
//
//   node scripts/test.mjs [--only check|unit|http|e2e|drill|sweep[,…]] …
//   SKIP_E2E=1 leaves out the e2e and sweep stages; SKIP_SWEEP=1 the sweep alone
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const STAGES = ['check', 'unit', 'http', 'e2e', 'drill', 'sweep'];

/**
 * The calendar sweep's days (issue 20): a year's last day, a leap day, the day before Easter Monday (Easter Sunday
 * 2027, also the night summer time begins) and a month's last working day (a Friday); and the journeys run on them.
 */
const SWEEP_DAYS = ['2026-12-31', '2028-02-29', '2027-03-28', '2027-04-30'];
const SWEEP_SPECS = [
  'e2e/tests/leaves.spec.ts',
  'e2e/tests/activity-journey.spec.ts',
  'e2e/tests/expense-journey.spec.ts',
];

function parseArgs(argv) {
  const only = new Set();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg === '--only' ? argv[++i] : arg.startsWith('--only=') ? arg.slice(7) : null;
    if (value === null || value === undefined) {
      console.error(`usage: node scripts/test.mjs [--only ${STAGES.join('|')}[,…]] (unknown argument: ${arg})`);
      process.exit(2);
    }
    for (const stage of value.split(',')) {
      if (!STAGES.includes(stage)) {
        console.error(`unknown stage "${stage}"; expected one of ${STAGES.join(', ')}`);
        process.exit(2);
      }
      only.add(stage);
    }
  }
  return only.size ? STAGES.filter((s) => only.has(s)) : STAGES;
}

const stages = parseArgs(process.argv.slice(2));
const skipE2E = process.env.SKIP_E2E === '1' || process.env.SKIP_E2E === 'true';
const skipSweep = skipE2E || process.env.SKIP_SWEEP === '1' || process.env.SKIP_SWEEP === 'true';
/** Tests that passed only on a retry, by stage and name: listed at the end, never hidden by the retry. */
const flakyTests = [];
/** Tests that failed, by stage and name: listed at the end, so that a CI log's last lines say which. */
const failedTests = [];
const CI = Boolean(process.env.CI);
/** How many Playwright runs go side by side (each its own server and browser; 2 cores hold two). */
const E2E_PARALLEL = Math.max(1, Number(process.env.E2E_PARALLEL ?? Math.min(2, availableParallelism())));
/** How many shards the e2e stage is cut into when runs go side by side (see browserStages). */
const E2E_SHARDS = Math.max(E2E_PARALLEL, Number(process.env.E2E_SHARDS ?? 2 * E2E_PARALLEL));
const tmp = mkdtempSync(join(tmpdir(), 'staff-testrun-'));
/** @type {{ stage: string, passed: number, failed: number, detail: string }[]} */
const results = [];

function banner(title) {
  console.log(`\n${'='.repeat(20)} ${title} ${'='.repeat(Math.max(0, 58 - title.length))}\n`);
}

function run(command, args, env = {}, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    // Runs side by side: each line says whose it is.
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
      }
    }
    child.on('error', (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs `tasks` (functions returning promises), at most `limit` at a time; the results in the tasks' order. */
async function pool(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const bin = (pkg, file) => join(root, 'node_modules', pkg, file);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)}s`;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function checkStage() {
  banner('check: biome');
  let started = Date.now();
  const biome = await run(process.execPath, [bin('@biomejs/biome', 'bin/biome'), 'check', '.']);
  // Server modules import each other only through their doors, without a cycle (docs/decisions/module-boundaries.md).
  const rooms = await run(process.execPath, [join(root, 'scripts/check-modules.mjs')]);
  const lint = biome || rooms;
  const lintText = `lint ${lint === 0 ? 'ok' : `FAILED (exit ${lint})`} in ${seconds(started)}`;
  banner('check: typecheck');
  started = Date.now();
  const types = await run(process.execPath, [join(root, 'scripts/typecheck.mjs')]);
  const typesText = `typecheck ${types === 0 ? 'ok' : `FAILED (exit ${types})`} in ${seconds(started)}`;
  if (lint !== 0) failedTests.push('check: lint (biome or scripts/check-modules.mjs, above)');
  if (types !== 0) failedTests.push('check: typecheck (above)');
  results.push({
    stage: 'check',
    passed: 0,
    failed: (lint === 0 ? 0 : 1) + (types === 0 ? 0 : 1),
    detail: `${lintText}; ${typesText}`,
  });
}

/** Which Vitest project a test file belongs to, from its path. */
function projectOf(file) {
  const rel = relative(root, file).split(sep).join('/');
  if (rel.startsWith('packages/shared/')) return 'shared';
  if (rel.startsWith('apps/web/')) return 'web';
  if (rel.startsWith('apps/server/')) return 'server';
  return 'other';
}

async function vitestStage(wanted) {
  const projects = [
    ...(wanted.has('unit') ? ['shared', 'web'] : []),
    ...(wanted.has('http') ? ['server', 'server-forks'] : []),
  ];
  const pg = process.env.TEST_DATABASE_URL ? ' on PostgreSQL (TEST_DATABASE_URL)' : '';
  banner(`vitest: ${projects.join(', ')}${pg}`);
  const report = join(tmp, 'vitest.json');
  const retriedReport = join(tmp, 'vitest-retried.txt');
  const started = Date.now();
  const code = await run(
    process.execPath,
    [
      bin('vitest', 'vitest.mjs'),
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      // Under CI a failed test runs once more, and one that then passes is listed by name (scripts/vitest-retried.mjs).
      ...(CI ? ['--retry=1', `--reporter=${join(root, 'scripts/vitest-retried.mjs')}`] : []),
    ],
    { RETRIED_REPORT: retriedReport },
  );
  if (existsSync(retriedReport)) {
    for (const line of readFileSync(retriedReport, 'utf8').split('\n').filter(Boolean))
      flakyTests.push(`vitest: ${line}`);
  }
  const took = seconds(started);
  const json = readJson(report);
  const stageNames = { shared: 'unit', web: 'unit', server: 'http', 'server-forks': 'http', other: 'unit' };
  const counts = {}; // stage -> { passed, failed, skipped, files, byProject }
  for (const stage of new Set(projects.map((p) => stageNames[p]))) {
    counts[stage] = { passed: 0, failed: 0, skipped: 0, files: 0, byProject: {} };
  }
  if (!json) {
    const stage = wanted.has('unit') ? 'unit' : 'http';
    counts[stage].failed += 1;
    counts[stage].note = `vitest exited with code ${code} and wrote no report (crashed?)`;
  } else {
    let fileFailures = 0;
    for (const file of json.testResults ?? []) {
      const project = projectOf(file.name);
      const c = counts[stageNames[project]] ?? counts[Object.keys(counts)[0]];
      const tests = file.assertionResults ?? [];
      const passed = tests.filter((t) => t.status === 'passed').length;
      let failed = tests.filter((t) => t.status === 'failed').length;
      for (const t of tests.filter((t) => t.status === 'failed')) {
        // Its first message line too: the log's last lines are all CI keeps.
        const why = (t.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 160);
        failedTests.push(`vitest: ${relative(root, file.name)} › ${t.fullName}${why ? ` [${why}]` : ''}`);
      }
      // A file that fails outside any test (import error, failing hook) still counts as one failure.
      if (file.status === 'failed' && failed === 0) {
        failed = 1;
        fileFailures += 1;
        console.log(`[test] ${relative(root, file.name)} failed outside its tests: ${(file.message ?? '').trim()}`);
        failedTests.push(
          `vitest: ${relative(root, file.name)} (outside its tests: ${(file.message ?? '').trim().split('\n')[0].slice(0, 160)})`,
        );
      }
      c.passed += passed;
      c.failed += failed;
      c.skipped += tests.length - tests.filter((t) => t.status === 'passed' || t.status === 'failed').length;
      c.files += 1;
      c.byProject[project] = (c.byProject[project] ?? 0) + passed + failed;
    }
    const failedTotal = Object.values(counts).reduce((n, c) => n + c.failed, 0);
    if (code !== 0 && failedTotal === 0) {
      // e.g. an unhandled error or rejection between tests: Vitest fails the run without a failed test.
      const c = counts[wanted.has('unit') ? 'unit' : 'http'];
      c.failed += 1;
      c.note = `vitest exited with code ${code} without a failed test (unhandled error?)`;
    }
    if (fileFailures) console.log(`[test] ${fileFailures} test file(s) failed to run`);
  }
  for (const [stage, c] of Object.entries(counts)) {
    const parts = Object.entries(c.byProject).map(([p, n]) => `${p} ${n}`);
    let detail =
      c.files === 0 && !c.note
        ? 'no test files yet'
        : `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''} in ${c.files} file(s)`;
    if (parts.length > 1) detail += ` (${parts.join(', ')})`;
    if (c.note) detail += ` — ${c.note}`;
    results.push({ stage: stage === 'http' ? `http${pg ? ' (pg)' : ''}` : stage, ...c, detail: `${detail}; ${took}` });
  }
}

function e2eSpecFiles() {
  const dir = join(root, 'e2e/tests');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true }).filter((f) => /\.(spec|test)\.(m?[jt]sx?)$/.test(String(f)));
}

/**
 * Why an attempt failed, in one short line: the error's first line and the test line it stopped on. CI keeps only its
 * log's last lines, and the run's artifacts stay on the CI machine: this line is what tells a flaky wait from a bug.
 */
function reasonOf(result) {
  const error = result.error ?? result.errors?.[0];
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal colours of Playwright's messages.
  const message = (error?.message ?? result.status).replace(/\x1b\[[0-9;]*m/g, '');
  const first = message.split('\n').find((line) => line.trim()) ?? result.status;
  // A locator's timeout says what it waited for on a later line: "waiting for getByRole('button', …)".
  const waited = message.split('\n').find((line) => line.includes('waiting for '));
  const what = waited ? ` (${waited.trim().replace(/^- /, '').slice(0, 120)})` : '';
  const where = error?.location ? ` at ${basename(error.location.file)}:${error.location.line}` : '';
  return `${first.trim().slice(0, 160)}${what}${where}`;
}

/**
 * The titles of a Playwright JSON report's tests by outcome: `flaky` (failed, then passed on a retry), `unexpected`;
 * each followed by why its failed attempts failed.
 */
function outcomesOf(json) {
  const found = { flaky: [], unexpected: [] };
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'flaky' && t.status !== 'unexpected') continue;
        const title = [...path, spec.title].filter(Boolean).join(' › ');
        const reasons = (t.results ?? [])
          .map((result, attempt) => (result.status === 'passed' ? null : `try ${attempt + 1}: ${reasonOf(result)}`))
          .filter(Boolean);
        found[t.status].push(reasons.length ? `${title} [${reasons.join('; ')}]` : title);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return found;
}

/**
 * One Playwright run: every journey (the e2e stage, on the default day), one shard of them (`shard` = [i, n]), or
 * `specs` on `today` (E2E_TODAY, which pins the server's and the browsers' day: e2e/support/clock.ts). Each run
 * starts its own server on its own port, database and mail folder (e2e/support/env.ts), so runs go side by side.
 * Returns its counts; the caller adds them to the results.
 */
async function playwrightRun({ label, today, specs = [], args = [], shard, prefix = '' }) {
  const report = join(tmp, `playwright-${label.replace(/\W+/g, '-')}${shard ? `-${shard[0]}` : ''}.json`);
  // Named here so that the summary can say where the run's traces, screenshots, mail and database are.
  const base = process.env.E2E_RUN_ID ?? new Date().toISOString().replace(/[:.]/g, '-');
  const runId = `${base}${today ? `-${today}` : ''}${shard ? `-shard${shard[0]}` : ''}`;
  const started = Date.now();
  const code = await run(
    process.execPath,
    [
      bin('@playwright/test', 'cli.js'),
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--reporter=list,json',
      ...(shard ? [`--shard=${shard[0]}/${shard[1]}`] : []),
      ...args,
      ...specs,
    ],
    {
      CHROMIUM_PATH: process.env.CHROMIUM_PATH,
      E2E_RUN_ID: runId,
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
      // The sweep is about dates: the accessibility checks (e2e/support/axe.ts) ran on the same pages in the e2e stage.
      ...(today ? { E2E_TODAY: today, E2E_AXE: '0' } : {}),
    },
    prefix,
  );
  const took = seconds(started);
  const json = readJson(report);
  const where = `artifacts in e2e/.artifacts/runs/${runId}`;
  if (!json?.stats) {
    failedTests.push(`${label}: the run itself (exit ${code}, no report; ${where})`);
    return { passed: 0, failed: 1, files: 0, notes: [`playwright exited with code ${code} and wrote no report`], took };
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  let failed = unexpected;
  const notes = [];
  const outcomes = outcomesOf(json);
  if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
  for (const title of outcomes.flaky) flakyTests.push(`${label}: ${title}`);
  for (const title of outcomes.unexpected) failedTests.push(`${label}: ${title} (${where})`);
  if (skipped) notes.push(`${skipped} skipped`);
  // Errors outside tests: global setup, web server that never answered, a spec that does not load.
  const errors = json.errors ?? [];
  if (errors.length) notes.push(`${errors.length} error(s) outside tests`);
  if ((errors.length || code !== 0) && failed === 0) {
    failed = 1;
    notes.push(`playwright exited with code ${code}`);
    failedTests.push(`${label}: outside the tests (exit ${code}; ${where})`);
  }
  if (failed) notes.push(where);
  const files = new Set((json.suites ?? []).map((s) => s.file)).size;
  return { passed: expected + flaky, failed, files, notes, took };
}

/** A stage's line from one or more runs' counts. */
function addPlaywrightResult(stage, runs, took) {
  const passed = runs.reduce((n, r) => n + r.passed, 0);
  const failed = runs.reduce((n, r) => n + r.failed, 0);
  const files = runs.reduce((n, r) => n + r.files, 0);
  const notes = runs.flatMap((r) => r.notes);
  results.push({
    stage,
    passed,
    failed,
    detail: `${passed} passed, ${failed} failed in ${files} file(s)${notes.length ? ` (${notes.join(', ')})` : ''}; ${took}`,
  });
}

/**
 * What every Playwright run needs first: Chromium, and the web app and server built once (each run's `npm start`
 * would otherwise find the same stale build and build it at the same moment). False when the stage cannot run.
 */
async function preparePlaywright(stage) {
  try {
    process.env.CHROMIUM_PATH = ensureChromium();
  } catch (error) {
    console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
    results.push({ stage, passed: 0, failed: 1, detail: 'no Chromium (see above)' });
    failedTests.push(`${stage}: no Chromium`);
    return false;
  }
  console.log(`[test] Chromium: ${process.env.CHROMIUM_PATH}`);
  const built = await run(process.execPath, [join(root, 'scripts/start.mjs'), '--build-only']);
  if (built !== 0) {
    results.push({ stage, passed: 0, failed: 1, detail: `the build failed (exit ${built})` });
    failedTests.push(`${stage}: the build`);
    return false;
  }
  return true;
}

/**
 * The browser stages, e2e and sweep, as one queue of Playwright runs, E2E_PARALLEL at a time: the e2e stage cut into
 * E2E_SHARDS shards (more shards than slots, so that a slot freed by a short shard takes the next run at once instead
 * of idling while a long one ends: on CI's 2 cores the two halves of the journeys ended 2.2 minutes apart), then each
 * sweep day. Each stage still gets its own summary line, and each run its own server, database and mail folder.
 */
async function browserStages({ e2e, sweep }) {
  const jobs = [];
  if (e2e) {
    banner('e2e: playwright');
    if (e2eSpecFiles().length === 0) {
      console.log('[test] no Playwright specs in e2e/tests yet');
      results.push({ stage: 'e2e', passed: 0, failed: 0, detail: 'no e2e tests yet' });
      e2e = false;
    } else if (!(await preparePlaywright('e2e'))) e2e = false;
  }
  if (sweep) {
    if (!e2e) banner(`sweep: ${SWEEP_DAYS.join(', ')}`);
    if (!e2e && !(await preparePlaywright('sweep'))) sweep = false;
  }
  const side = E2E_PARALLEL > 1;
  const shards = e2e ? (side ? E2E_SHARDS : 1) : 0;
  for (let i = 1; i <= shards; i++) {
    jobs.push({
      stage: 'e2e',
      run: () =>
        playwrightRun({ label: 'e2e', ...(shards > 1 ? { shard: [i, shards], prefix: `[e2e ${i}/${shards}]` } : {}) }),
    });
  }
  if (sweep) {
    for (const today of SWEEP_DAYS) {
      jobs.push({
        stage: `sweep ${today}`,
        // The screenshots (@screenshots) are for a person to look at on the e2e stage's day; the sweep is about dates.
        run: () =>
          playwrightRun({
            label: `sweep ${today}`,
            today,
            specs: SWEEP_SPECS,
            args: ['--grep-invert', '@screenshots'],
            prefix: side ? `[${today}]` : '',
          }),
      });
    }
  }
  if (jobs.length === 0) return;
  console.log(
    `[test] ${jobs.length} Playwright run(s), ${E2E_PARALLEL} side by side: ` +
      `${shards ? `the journeys in ${shards} shard(s)` : ''}${shards && sweep ? ', then ' : ''}` +
      `${sweep ? `the sweep on ${SWEEP_DAYS.join(', ')}` : ''}`,
  );
  const started = Date.now();
  const done = await pool(
    jobs.map((job) => async () => {
      const jobStarted = Date.now();
      const result = await job.run();
      return { ...job, result, took: seconds(jobStarted), ended: Date.now() };
    }),
    E2E_PARALLEL,
  );
  const e2eRuns = done.filter((d) => d.stage === 'e2e');
  if (e2eRuns.length) {
    const ended = Math.max(...e2eRuns.map((d) => d.ended));
    addPlaywrightResult(
      'e2e',
      e2eRuns.map((d) => d.result),
      `${((ended - started) / 1000).toFixed(1)}s`,
    );
  }
  for (const d of done.filter((job) => job.stage !== 'e2e')) addPlaywrightResult(d.stage, [d.result], d.took);
}

/** The drill prints its own `N passed, M failed`; a run that ends without that line counts as one failure. */
async function drillStage() {
  banner('drill: database loss');
  const started = Date.now();
  const output = join(tmp, 'drill.log');
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'scripts/outage-drill.mjs')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      chunks.push(chunk);
    });
    child.on('error', () => resolve(127));
    child.on('close', (exit) => {
      writeFileSync(output, Buffer.concat(chunks));
      resolve(exit ?? 1);
    });
  });
  const line = readFileSync(output, 'utf8')
    .split('\n')
    .filter((l) => /^\d+ passed, \d+ failed$/.test(l.trim()))
    .pop();
  const [passed, failed] = line ? line.trim().match(/\d+/g).map(Number) : [0, 1];
  const failedCounted = code !== 0 && failed === 0 ? 1 : failed;
  results.push({
    stage: 'drill',
    passed,
    failed: failedCounted,
    detail: `${passed} passed, ${failedCounted} failed${line ? '' : ' (no closing line: crashed?)'}; ${seconds(started)}`,
  });
}

try {
  if (stages.includes('check')) await checkStage();
  const vitestStages = new Set(stages.filter((s) => s === 'unit' || s === 'http'));
  if (vitestStages.size) await vitestStage(vitestStages);
  const e2e = stages.includes('e2e');
  const sweep = stages.includes('sweep');
  if (e2e && skipE2E) results.push({ stage: 'e2e', passed: 0, failed: 0, detail: 'skipped (SKIP_E2E=1)' });
  if (sweep && skipSweep)
    results.push({ stage: 'sweep', passed: 0, failed: 0, detail: 'skipped (SKIP_E2E or SKIP_SWEEP)' });
  await browserStages({ e2e: e2e && !skipE2E, sweep: sweep && !skipSweep });
  if (stages.includes('drill')) await drillStage();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
if (flakyTests.length) {
  banner('flaky: passed only on a retry');
  for (const title of flakyTests) console.log(`⚠ ${title}`);
}
if (failedTests.length) {
  banner('failed');
  for (const title of failedTests) console.log(`✗ ${title}`);
}
if (process.env.FLAKY_REPORT) writeFileSync(process.env.FLAKY_REPORT, flakyTests.map((t) => `${t}\n`).join(''));
if (process.env.FAILED_REPORT) writeFileSync(process.env.FAILED_REPORT, failedTests.map((t) => `${t}\n`).join(''));
banner('summary');
for (const r of results) console.log(`${r.failed ? '✗' : '✓'} ${r.stage.padEnd(9)} ${r.detail}`);
if (flakyTests.length) console.log(`⚠ ${flakyTests.length} test(s) passed only on a retry: listed above`);
if (failedTests.length) console.log(`✗ ${failedTests.length} test(s) failed: listed above`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
