import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * scripts/exit-with-parent.mjs, preloaded into the server by start.mjs: the server stops when start.mjs's pipe closes,
 * and not when a worker thread (which inherits the preload, with a standard input that ends at once) starts — the OCR's
 * tesseract.js worker once stopped the whole server that way.
 */
const preload = pathToFileURL(path.resolve(import.meta.dirname, '../../../scripts/exit-with-parent.mjs')).href;

function run(code: string, options: { closeStdin: boolean }) {
  const child = spawn(process.execPath, ['--import', preload, '--input-type=module', '-e', code], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  if (options.closeStdin) child.stdin.end();
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }>((resolve) => {
    child.on('exit', (exitCode, signal) => {
      child.stdin.destroy();
      resolve({ code: exitCode, signal, out });
    });
  });
}

describe('exit-with-parent', () => {
  it('leaves the process up when a worker thread starts', { timeout: 20_000 }, async () => {
    const code = `
      import { Worker } from 'node:worker_threads';
      const worker = new Worker('setTimeout(() => {}, 100)', { eval: true });
      worker.on('exit', () => setTimeout(() => { console.log('alive'); process.exit(0); }, 500));`;
    expect(await run(code, { closeStdin: false })).toEqual({ code: 0, signal: null, out: 'alive\n' });
  });

  it('stops the process when the parent’s pipe closes', { timeout: 20_000 }, async () => {
    const code = 'setTimeout(() => { console.log("still here"); }, 5000);';
    expect(await run(code, { closeStdin: true })).toMatchObject({ signal: 'SIGTERM', out: '' });
  });
});
