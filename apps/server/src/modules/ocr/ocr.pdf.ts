import { workerEntry } from '../../paths';
import { runInWorker, WorkerLimitError } from '../../platform/worker';
import type { PdfWorkerAnswer, PdfWorkerInput, PdfWorkerLimits } from './pdf.worker';

const MB = 1024 * 1024;

/**
 * The bounds of reading one PDF (issue 21; docs/api-ocr.md "Bounds"). A receipt is a page or two of a few hundred text
 * items: a file past any of these is not one, and its job fails with `ocr.documentTooComplex`.
 */
export const PDF_LIMITS = {
  /** Pages read: a receipt is a page or two; the rest of a long document is not read at all. */
  pages: 3,
  /** Text items of the pages read (a dense invoice page has a few hundred to 2,000). */
  items: 20_000,
  /** Characters of those items. */
  chars: 200_000,
  /** What the file's Flate streams inflate to, in all (fonts and images included), checked before pdf.js decodes. */
  decodedBytes: 64 * MB,
  /** Compressed streams in the file. */
  streams: 10_000,
} as const satisfies PdfWorkerLimits;

/** The worker's bounds: its time, its V8 heap, and the memory outside the heap (decoded streams) it may add. */
export const PDF_WORKER_BOUNDS = {
  timeoutMs: 15_000,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
  maxExtraRssBytes: 320 * MB,
} as const;

/** Why a PDF gave no text: past a bound (`tooComplex`), or not a PDF pdf.js can read (`unreadable`). */
export class PdfRefused extends Error {
  constructor(readonly reason: 'tooComplex' | 'unreadable') {
    super(reason);
  }
}

const PDF_WORKER = workerEntry('pdf-worker', 'modules/ocr/pdf.worker.ts');

/**
 * The text layer of a PDF, line by line (items on the same baseline joined left to right): an invoice sent by e-mail is
 * read exactly, without OCR. A scanned PDF gives an empty text. pdf.js and the grouping into lines run in a worker
 * thread (pdf.worker.ts), one per document, within PDF_LIMITS and PDF_WORKER_BOUNDS: a 6 KB PDF of 200,000 lines kept
 * the event loop busy 58 s when pdf.js ran on it (issue 21). Throws a PdfRefused.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy of exactly the file's bytes: a small Buffer is a view on a shared pool, which cloning would send whole.
  const input: PdfWorkerInput = { bytes: new Uint8Array(bytes), limits: PDF_LIMITS };
  let answer: PdfWorkerAnswer;
  try {
    answer = await runInWorker<PdfWorkerAnswer>(PDF_WORKER, input, PDF_WORKER_BOUNDS);
  } catch (error) {
    // Past its time or memory: the document is too much for a receipt. Dead of something else: unreadable.
    if (error instanceof WorkerLimitError && error.limit !== 'crashed') throw new PdfRefused('tooComplex');
    throw new PdfRefused('unreadable');
  }
  if ('refused' in answer) throw new PdfRefused(answer.refused);
  return answer.text;
}
