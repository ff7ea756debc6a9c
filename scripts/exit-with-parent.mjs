// Preloaded into the server by scripts/start.mjs (`node --import`). start.mjs gives the server a pipe as its standard
// input and never writes to it: when start.mjs dies without passing a signal on (SIGKILL, a crash, an OOM kill), the
// operating system closes the pipe's other end and the read here ends. The server then stops as if it had been sent
// SIGTERM (its own graceful shutdown), so that it does not stay up as an orphan holding the port and the PGlite lock.
// (Not an IPC channel: tsx talks over one when it exists, and would then write to a closed channel.)
import { isMainThread } from 'node:worker_threads';

const stdin = process.stdin;
// `--import` also runs in every worker thread (the OCR's tesseract.js worker), where stdin is an empty stream that ends
// at once: there it would stop the whole server. Only the main thread watches the pipe.
if (isMainThread && !stdin.isTTY) {
  const parentGone = () => {
    process.kill(process.pid, 'SIGTERM');
    // A shutdown that hangs must not leave the orphan behind either.
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  stdin.once('end', parentGone);
  stdin.once('error', parentGone);
  stdin.resume();
  // Waiting for the end of the pipe must not keep an otherwise finished server alive.
  stdin.unref?.();
}
