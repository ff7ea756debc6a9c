import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/*
 * scripts/exit-with-parent.mjs, preloaded by start.mjs into the server: the server stops when start.mjs's pipe closes,
 * and only then. `--import` runs in worker threads too (the OCR's tesseract.js worker), where stdin ends at once.
 */
const PRELOAD = new URL('../../../scripts/exit-with-parent.mjs', import.meta.url).href;

/** A process preloaded like the server, running `code`; its stdin a pipe that stays open unless `closeStdin`. */
function run(code: string, { closeStdin = false } = {}) {
  const child = spawn(process.execPath, ['--import', PRELOAD, '--input-type=module', '-e', code], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  if (closeStdin) child.stdin.end();
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on('exit', (exitCode, signal) => {
      child.stdin.destroy();
      resolve({ code: exitCode, signal, output });
    }),
  );
}

const KEEP_ALIVE = "setTimeout(() => { console.log('alive'); process.exit(0); }, 1500);";

describe('exit-with-parent', () => {
  it('keeps the process up while the pipe is open, worker threads included', { timeout: 20_000 }, async () => {
    const code = `import { Worker } from 'node:worker_threads';
      new Worker('setTimeout(() => {}, 1000)', { eval: true });
      ${KEEP_ALIVE}`;
    expect(await run(code)).toEqual({ code: 0, signal: null, output: 'alive\n' });
  });

  it('stops the process when the pipe closes', { timeout: 20_000 }, async () => {
    expect(await run(KEEP_ALIVE, { closeStdin: true })).toMatchObject({ signal: 'SIGTERM', output: '' });
  });
});
