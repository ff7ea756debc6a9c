import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, lockSocketPath } from './lock';

let dir: string;
const releases: (() => void)[] = [];
const children: ChildProcess[] = [];
const lock = async (file: string) => {
  const release = await acquireLock(file);
  releases.push(release);
  return release;
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-lock-'));
});
afterEach(() => {
  for (const release of releases.splice(0)) release();
  for (const child of children.splice(0)) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Another process holding the lock of `file`, through the real module; resolves once it holds it. */
async function holdInChild(file: string): Promise<ChildProcess> {
  const script = path.join(dir, 'hold.mts');
  fs.writeFileSync(
    script,
    `import { acquireLock } from ${JSON.stringify(path.resolve(import.meta.dirname, 'lock.ts'))};\n` +
      `await acquireLock(${JSON.stringify(file)});\nconsole.log('locked');\nsetInterval(() => {}, 1000);\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe('the PGlite data-folder lock', () => {
  it.each([
    ['our parent process', process.ppid],
    ['process 1', 1],
  ])('is not fooled by an old lock file naming a live unrelated process (%s)', async (_name, pid) => {
    const file = path.join(dir, 'pglite.lock');
    fs.writeFileSync(file, String(pid));
    await expect(lock(file)).resolves.toBeTypeOf('function');
  });

  it('refuses a second lock on the same folder, naming the holder, until the first is released', async () => {
    const file = path.join(dir, 'pglite.lock');
    const release = await lock(file);
    await expect(acquireLock(file)).rejects.toThrow(`is in use by process ${process.pid}`);
    release();
    await expect(lock(file)).resolves.toBeTypeOf('function');
  });

  it('meets the same lock through another path to the folder (a symlink)', async () => {
    const link = path.join(os.tmpdir(), `staff-lock-link-${process.pid}`);
    fs.rmSync(link, { force: true });
    fs.symlinkSync(dir, link);
    try {
      await lock(path.join(dir, 'pglite.lock'));
      await expect(acquireLock(path.join(link, 'pglite.lock'))).rejects.toThrow(/is in use/);
    } finally {
      fs.rmSync(link, { force: true });
    }
  });

  it('listens in the temporary folder when the data folder path is too long for a socket', async () => {
    const deep = path.join(dir, 'a'.repeat(60), 'b'.repeat(60));
    fs.mkdirSync(deep, { recursive: true });
    const file = path.join(deep, 'pglite.lock');
    expect(lockSocketPath(file).startsWith(os.tmpdir())).toBe(true);
    await lock(file);
    await expect(acquireLock(file)).rejects.toThrow(`is in use by process ${process.pid}`);
  });

  it('refuses while another process holds it, and takes it over once that process is killed', async () => {
    const file = path.join(dir, 'pglite.lock');
    const holder = await holdInChild(file);
    await expect(acquireLock(file)).rejects.toThrow(`is in use by process ${holder.pid}`);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL'); // no chance to clean up: its socket file stays behind
    await exited;
    expect(fs.existsSync(file)).toBe(true);
    await expect(lock(file)).resolves.toBeTypeOf('function');
  });
});
