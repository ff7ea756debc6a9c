#!/usr/bin/env node
// `npm test`: every level of tests, in order, each streaming its own output:
//   check  biome check . + npm run typecheck         (a failure counts as 1 failed)
//   unit   vitest projects `shared` and `web`        \ one Vitest run with a JSON report
//   http   vitest project `server` (app.inject)      /
//   e2e    Playwright journeys in Debian's Chromium   (JSON report)
//   drill  the database-loss drill: the real server while its own PostgreSQL is stopped and restarted
//          (scripts/outage-drill.mjs; its closing `N passed, M failed` line is read)
//   sweep  the calendar sweep: the leaves, activity and expense journeys again on each of SWEEP_DAYS (the e2e stage
//          runs on e2e/support/clock.ts's DEFAULT_TODAY; a date-dependent test shows up here before the calendar
//          finds it)
// then the tests that passed only on a retry, by name (flaky: a retry never hides a failure; FLAKY_REPORT=<file> also
// writes them there, for .ci/run), one summary line per stage and, as the very last line, `N passed, M failed`.
// Exit code 0 only when nothing failed. A runner that crashes without a report counts as a failure.
//
//   node scripts/test.mjs [--only check|unit|http|e2e|drill|sweep[,…]] …
//   SKIP_E2E=1 leaves out the e2e and sweep stages; SKIP_SWEEP=1 the sweep alone
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
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
const tmp = mkdtempSync(join(tmpdir(), 'staff-testrun-'));
/** @type {{ stage: string, passed: number, failed: number, detail: string }[]} */
const results = [];

function banner(title) {
  console.log(`\n${'='.repeat(20)} ${title} ${'='.repeat(Math.max(0, 58 - title.length))}\n`);
}

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`[test] could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
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
  const projects = [...(wanted.has('unit') ? ['shared', 'web'] : []), ...(wanted.has('http') ? ['server'] : [])];
  const pg = process.env.TEST_DATABASE_URL ? ' on PostgreSQL (TEST_DATABASE_URL)' : '';
  banner(`vitest: ${projects.join(', ')}${pg}`);
  const report = join(tmp, 'vitest.json');
  const started = Date.now();
  const code = await run(process.execPath, [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const took = seconds(started);
  const json = readJson(report);
  const stageNames = { shared: 'unit', web: 'unit', server: 'http', other: 'unit' };
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
      // A file that fails outside any test (import error, failing hook) still counts as one failure.
      if (file.status === 'failed' && failed === 0) {
        failed = 1;
        fileFailures += 1;
        console.log(`[test] ${relative(root, file.name)} failed outside its tests: ${(file.message ?? '').trim()}`);
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

/** The titles of the tests of a Playwright JSON report whose outcome is `flaky` (failed, then passed on a retry). */
function flakyOf(json) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'flaky') found.push([...path, spec.title].filter(Boolean).join(' › '));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  return found;
}

/**
 * One Playwright run, counted as `stage`: every journey (the e2e stage, on the default day) or `specs` on `today`
 * (E2E_TODAY, which pins the server's and the browsers' day: e2e/support/clock.ts).
 */
async function playwrightRun({ stage, today, specs = [] }) {
  const label = today ? `${stage} ${today}` : stage;
  banner(`${label}: playwright`);
  let chromium;
  try {
    chromium = ensureChromium();
  } catch (error) {
    console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
    results.push({ stage: label, passed: 0, failed: 1, detail: 'no Chromium (see above)' });
    return;
  }
  console.log(`[test] Chromium: ${chromium}`);
  const report = join(tmp, `playwright-${label.replace(/\W+/g, '-')}.json`);
  // Named here so that the summary can say where the run's traces, screenshots, mail and database are.
  const runId = `${process.env.E2E_RUN_ID ?? new Date().toISOString().replace(/[:.]/g, '-')}${today ? `-${today}` : ''}`;
  const started = Date.now();
  const code = await run(
    process.execPath,
    [bin('@playwright/test', 'cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...specs],
    {
      CHROMIUM_PATH: chromium,
      E2E_RUN_ID: runId,
      PLAYWRIGHT_JSON_OUTPUT_FILE: report,
      FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
      ...(today ? { E2E_TODAY: today } : {}),
    },
  );
  const took = seconds(started);
  const json = readJson(report);
  if (!json?.stats) {
    results.push({
      stage: label,
      passed: 0,
      failed: 1,
      detail: `playwright exited with code ${code} and wrote no report (crashed?); ${took}`,
    });
    return;
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats;
  let failed = unexpected;
  const notes = [];
  if (flaky) notes.push(`${flaky} flaky (passed on retry)`);
  for (const title of flakyOf(json)) flakyTests.push(`${label}: ${title}`);
  if (skipped) notes.push(`${skipped} skipped`);
  // Errors outside tests: global setup, web server that never answered, a spec that does not load.
  const errors = json.errors ?? [];
  if (errors.length) notes.push(`${errors.length} error(s) outside tests`);
  if ((errors.length || code !== 0) && failed === 0) {
    failed = 1;
    notes.push(`playwright exited with code ${code}`);
  }
  if (failed) notes.push(`artifacts in e2e/.artifacts/runs/${runId}`);
  const passed = expected + flaky;
  const files = new Set((json.suites ?? []).map((s) => s.file)).size;
  results.push({
    stage: label,
    passed,
    failed,
    detail: `${passed} passed, ${failed} failed in ${files} file(s)${notes.length ? ` (${notes.join(', ')})` : ''}; ${took}`,
  });
}

async function e2eStage() {
  if (e2eSpecFiles().length === 0) {
    banner('e2e: playwright');
    console.log('[test] no Playwright specs in e2e/tests yet');
    results.push({ stage: 'e2e', passed: 0, failed: 0, detail: 'no e2e tests yet' });
    return;
  }
  await playwrightRun({ stage: 'e2e' });
}

/** The calendar sweep: the journeys of SWEEP_SPECS once on each of SWEEP_DAYS, each run on a fresh demo database. */
async function sweepStage() {
  for (const today of SWEEP_DAYS) await playwrightRun({ stage: 'sweep', today, specs: SWEEP_SPECS });
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
  if (stages.includes('e2e')) {
    if (skipE2E) results.push({ stage: 'e2e', passed: 0, failed: 0, detail: 'skipped (SKIP_E2E=1)' });
    else await e2eStage();
  }
  if (stages.includes('drill')) await drillStage();
  if (stages.includes('sweep')) {
    if (skipSweep) results.push({ stage: 'sweep', passed: 0, failed: 0, detail: 'skipped (SKIP_E2E or SKIP_SWEEP)' });
    else await sweepStage();
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
if (flakyTests.length) {
  banner('flaky: passed only on a retry');
  for (const title of flakyTests) console.log(`⚠ ${title}`);
}
if (process.env.FLAKY_REPORT) writeFileSync(process.env.FLAKY_REPORT, flakyTests.map((t) => `${t}\n`).join(''));
banner('summary');
for (const r of results) console.log(`${r.failed ? '✗' : '✓'} ${r.stage.padEnd(9)} ${r.detail}`);
if (flakyTests.length) console.log(`⚠ ${flakyTests.length} test(s) passed only on a retry: listed above`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
