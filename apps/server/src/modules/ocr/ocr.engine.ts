import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import { packageFile } from '../../paths';

/**
 * The trained data read: French, and English for its digits (it fixed 2 of the 3 misread amounts of the fixtures:
 * bench/README.md). The LSTM-only "best_int" files are the packages' smaller ones (fra 0.7 MB, gzipped).
 */
const LANGUAGES = ['fra', 'eng'] as const;
const trainedDataOf = (lang: string) =>
  path.join(
    path.dirname(packageFile(`@tesseract.js-data/${lang}/package.json`)),
    '4.0.0_best_int',
    `${lang}.traineddata.gz`,
  );

/** How long the worker stays up with nothing to read: a second receipt soon after the first is read warm. */
export const OCR_IDLE_MS = 60_000;
/**
 * The longest a reading may take (a 10 MP photo takes 2 s warm): past it, the worker is taken for stuck and replaced, so
 * that one bad image never holds up the queue behind it.
 */
export const OCR_READ_TIMEOUT_MS = 60_000;

/** tesseract.js keeps its Node worker thread as `worker` (not in its types). */
type WithThread = { worker?: { on(event: 'error', listener: (error: Error) => void): void } };

/**
 * One tesseract.js worker (a worker thread running the WebAssembly engine) for the whole process: the machine has 2
 * cores, and one reading at a time keeps the other for the requests. Started on the first reading, terminated when idle
 * and when the app closes. It reads the trained data from node_modules only: nothing is fetched, nothing cached.
 */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private langDir: string | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private progress: ((fraction: number) => void) | null = null;
  /** The reading under way: failed when the thread dies, the time is up or the engine stops. */
  private reading: { fail: (error: Error) => void; timer: NodeJS.Timeout } | null = null;

  constructor(
    private readonly idleMs = OCR_IDLE_MS,
    private readonly readTimeoutMs = OCR_READ_TIMEOUT_MS,
  ) {}

  /** The text of an image (PNG, JPEG, WebP), with the recognition's progress from 0 to 1. */
  async recognize(image: Buffer, onProgress: (fraction: number) => void): Promise<string> {
    this.cancelIdle();
    this.progress = onProgress;
    try {
      const starting = this.start();
      const worker = await starting;
      // Stopped while it started (the app closing): a terminated tesseract.js worker never answers again, and throws
      // from a promise nobody holds (an unhandled rejection) when asked.
      if (this.worker !== starting) throw new Error('The OCR engine was stopped');
      return await this.readWithin(worker, image);
    } catch (error) {
      // A worker that failed on an image is not trusted with the next one.
      await this.stop();
      throw error;
    } finally {
      this.progress = null;
      this.scheduleIdle();
    }
  }

  /** The worker's text for the image; a thread that dies, a reading past readTimeoutMs or a stop fail it. */
  private readWithin(worker: Worker, image: Buffer): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const settle = () => {
        if (this.reading) clearTimeout(this.reading.timer);
        this.reading = null;
      };
      const fail = (error: unknown) => {
        settle();
        reject(error);
      };
      this.reading = { fail, timer: setTimeout(() => fail(new Error('The OCR took too long')), this.readTimeoutMs) };
      worker.recognize(image).then(({ data }) => {
        settle();
        resolve(data.text);
      }, fail);
    });
  }

  /** Terminates the worker (the app is closing); a later reading starts a new one. */
  async close(): Promise<void> {
    this.cancelIdle();
    await this.stop();
  }

  private start(): Promise<Worker> {
    this.worker ??= this.create().catch((error: unknown) => {
      this.worker = null;
      throw error;
    });
    return this.worker;
  }

  private async create(): Promise<Worker> {
    // tesseract.js reads every language from one folder: a temporary one holding links to the packages' files.
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'staff-ocr-'));
    this.langDir = dir;
    for (const lang of LANGUAGES) {
      await fs.promises.symlink(trainedDataOf(lang), path.join(dir, `${lang}.traineddata.gz`));
    }
    // Loaded with the first photo, not with the app.
    const { createWorker, OEM, PSM } = await import('tesseract.js');
    const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
      langPath: dir,
      gzip: true,
      // Never write a decompressed copy (by default, into the current folder) nor read one.
      cacheMethod: 'none',
      logger: (message) => {
        if (message.status === 'recognizing text') this.progress?.(message.progress);
      },
      errorHandler: () => {},
    });
    // A thread that dies (the WebAssembly engine aborting) emits 'error': with no listener, it would end the server.
    (worker as unknown as WithThread).worker?.on('error', (error) => {
      this.reading?.fail(error);
      void this.stop();
    });
    // One block of text: receipts' amounts stay on the line of their label (the automatic layout split them off).
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_BLOCK });
    return worker;
  }

  private async stop(): Promise<void> {
    // A terminated worker never answers: the reading under way fails now rather than at its time limit.
    this.reading?.fail(new Error('The OCR engine was stopped'));
    const worker = this.worker;
    const dir = this.langDir;
    this.worker = null;
    this.langDir = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => {});
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
  }

  private scheduleIdle(): void {
    this.cancelIdle();
    this.idleTimer = setTimeout(() => void this.stop(), this.idleMs);
    // An idle worker never keeps the process alive.
    this.idleTimer.unref();
  }

  private cancelIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }
}
