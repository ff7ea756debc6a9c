#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit -p <workspace>` for every workspace, two at a time (2 cores).
// A workspace with no TypeScript file yet is skipped with a note instead of failing with TS18003.
// Incremental: each workspace keeps its build info in node_modules/.cache/typecheck/ (not in git), so a second run
// only checks what changed since (a fresh clone, as in CI, checks everything once).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['packages/shared', 'apps/server', 'apps/web', 'e2e'];
const tsc = join(root, 'node_modules/typescript/bin/tsc');

function hasTypeScript(dir) {
  if (!existsSync(dir)) return false;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'data', '.artifacts'].includes(entry.name)) continue;
    if (entry.isDirectory() ? hasTypeScript(join(dir, entry.name)) : /\.(m|c)?tsx?$/.test(entry.name)) return true;
  }
  return false;
}

function check(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const buildInfo = join(root, 'node_modules/.cache/typecheck', `${workspace.replace(/\W+/g, '-')}.tsbuildinfo`);
    const child = spawn(
      process.execPath,
      [tsc, '--noEmit', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', workspace],
      { cwd: root },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      // Printed in one piece so that two parallel runs do not interleave their errors.
      process.stdout.write(`${output}[typecheck] ${workspace}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds}s)\n`);
      resolve(code === 0);
    });
  });
}

const queue = workspaces.filter((ws) => {
  if (hasTypeScript(join(root, ws))) return true;
  console.log(`[typecheck] ${ws}: no TypeScript files yet, skipped`);
  return false;
});
const results = [];
async function worker() {
  for (let ws = queue.shift(); ws; ws = queue.shift()) results.push(await check(ws));
}
await Promise.all([worker(), worker()]);
process.exit(results.every(Boolean) ? 0 : 1);
