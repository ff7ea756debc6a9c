#!/usr/bin/env node
// Finds a Chromium executable for Playwright. We never let Playwright download its own browser
// (this network only reaches the npm registry and Debian's packages): Debian's chromium is the
// reference browser. As root with apt-get available, it is installed on demand.
//
// Usage: node scripts/chromium.mjs            prints the path (installs it if needed and allowed)
//        node scripts/chromium.mjs --no-install  only looks
//        import { findChromium, ensureChromium } from './chromium.mjs'
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

function fromPlaywrightCache() {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return null;
  // Newest first: chromium-1200 sorts after chromium-1100 numerically.
  const builds = readdirSync(root)
    .filter((d) => /^chromium-\d+$/.test(d))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]));
  for (const build of builds) {
    for (const sub of readdirSync(join(root, build))) {
      if (!sub.startsWith('chrome-linux')) continue;
      const exe = join(root, build, sub, 'chrome');
      if (isExecutable(exe)) return exe;
    }
  }
  return null;
}

/** Returns the path of a usable Chromium, or null. Does not install anything. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    console.warn(`[chromium] CHROMIUM_PATH=${fromEnv} is not an executable file; looking elsewhere`);
  }
  for (const file of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (isExecutable(file)) return file;
  }
  return onPath('chromium') ?? onPath('chromium-browser') ?? onPath('google-chrome') ?? fromPlaywrightCache();
}

function canApt() {
  return typeof process.getuid === 'function' && process.getuid() === 0 && onPath('apt-get') !== null;
}

function run(cmd, args) {
  console.error(`[chromium] ${cmd} ${args.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const result = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  return result.status === 0;
}

const HOW_TO =
  'No Chromium found. Install one of:\n' +
  '  - Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium\n' +
  '  - or point CHROMIUM_PATH at a Chrome/Chromium executable (export CHROMIUM_PATH=/path/to/chrome)\n' +
  '(npx playwright install does not work on machines without general internet access.)';

/** Returns a Chromium path, installing Debian's chromium when running as root with apt-get. Throws otherwise. */
export function ensureChromium({ install = true } = {}) {
  const found = findChromium();
  if (found) return found;
  if (install && canApt()) {
    // Quiet apt output would hide why it failed; keep it streaming to stderr (stdout is the path).
    const ok =
      run('apt-get', ['-o', 'DPkg::Lock::Timeout=600', 'update']) &&
      run('apt-get', [
        '-o',
        'DPkg::Lock::Timeout=600',
        'install',
        '-y',
        '--no-install-recommends',
        '-o',
        'Dpkg::Options::=--force-confold',
        'chromium',
      ]);
    const after = findChromium();
    if (after) return after;
    if (!ok) throw new Error(`apt-get install chromium failed.\n${HOW_TO}`);
  }
  throw new Error(HOW_TO);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const path = ensureChromium({ install: !process.argv.includes('--no-install') });
    process.stdout.write(`${path}\n`);
  } catch (error) {
    console.error(`[chromium] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
