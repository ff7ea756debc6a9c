import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import { PATHS, packageFile } from '../paths';

/** Why a worker gave no answer: past its time, past its memory, or dead of something else. */
export class WorkerLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory' | 'crashed',
    message: string,
  ) {
    super(message);
  }
}

export type WorkerBounds = {
  /** Past it, the worker is terminated (a synchronous loop in it included: V8 stops it where it is). */
  timeoutMs: number;
  /** The worker's own V8 heap (`maxOldGenerationSizeMb`…): past it, the worker dies, not the server. */
  resourceLimits: ResourceLimits;
  /**
   * Memory outside the V8 heap (array buffers, which `resourceLimits` does not count) above the process's level at the
   * start: the resident size is checked every 20 ms, and the worker terminated past it.
   */
  maxExtraRssBytes: number;
};

/** A worker's entry (paths.ts workerEntry). */
export type WorkerEntry = { name: string; file: string; typescript: boolean };

const RSS_CHECK_MS = 20;

/**
 * Runs one worker thread on one input and resolves with the first message it posts, within its bounds (issue 21: no
 * request keeps the event loop busy, and a hostile file costs a bounded time and memory). The worker is terminated
 * once it answered, failed or passed a bound; one that exits without answering is `crashed`.
 */
export async function runInWorker<T>(entry: WorkerEntry, input: unknown, bounds: WorkerBounds): Promise<T> {
  const file = entry.typescript ? await bundledFromSources(entry) : entry.file;
  const worker = new Worker(file, { workerData: input, resourceLimits: bounds.resourceLimits });
  const rssBefore = process.memoryUsage.rss();
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      outcome();
    };
    const fail = (limit: WorkerLimitError['limit'], message: string) =>
      settle(() => reject(new WorkerLimitError(limit, message)));
    const timer = setTimeout(() => fail('time', `worker past ${bounds.timeoutMs} ms`), bounds.timeoutMs);
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - rssBefore > bounds.maxExtraRssBytes) {
        fail('memory', `worker past ${bounds.maxExtraRssBytes} bytes`);
      }
    }, RSS_CHECK_MS);
    worker.once('message', (message: T) => settle(() => resolve(message)));
    worker.once('error', (error: Error & { code?: string }) =>
      fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', error.message),
    );
    worker.once('exit', (code) => fail('crashed', `worker exited with ${code} before it answered`));
  });
}

const bundles = new Map<string, Promise<string>>();

/**
 * From the sources (tests, `npm run dev`), a worker's TypeScript entry bundled by esbuild as scripts/build-server.mjs
 * does (npm packages imported, @staff/shared and the server's modules inlined), once per process. Not run through
 * tsx's loader in the worker: it transformed pdf.js on every start (5 s and 400 MB, against 0.4 s and 24 MB).
 */
function bundledFromSources(entry: WorkerEntry): Promise<string> {
  let bundle = bundles.get(entry.file);
  if (!bundle) {
    bundle = bundleEntry(entry);
    bundles.set(entry.file, bundle);
    bundle.catch(() => bundles.delete(entry.file));
  }
  return bundle;
}

async function bundleEntry(entry: WorkerEntry): Promise<string> {
  // esbuild comes with tsx, a dependency of the server; only the sources' runs load it.
  const esbuild: typeof import('esbuild') = await import(pathToFileURL(packageFile('esbuild')).href);
  const out = path.join(PATHS.workerCache, `${entry.name}.mjs`);
  // Written aside, then renamed: test files bundling the same worker at once never read half a file.
  const written = `${out}.${process.pid}.${Date.now()}.tmp`;
  await fs.promises.mkdir(PATHS.workerCache, { recursive: true });
  await esbuild.build({
    entryPoints: [entry.file],
    outfile: written,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'npm-packages-external',
        setup(build) {
          // Bare imports stay imports of node_modules, but @staff/shared (TypeScript sources) is inlined.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@staff/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  await fs.promises.rename(written, out);
  return out;
}
