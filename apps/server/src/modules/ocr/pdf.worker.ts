import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { linesOfItems, type TextItem } from './pdf-lines';
import { inflatedSize } from './pdf-streams';

/*
 * The PDF worker thread (issue 21): reads the text layer of one PDF off the server's event loop, within the bounds it
 * is given, and posts back a PdfWorkerAnswer. ocr.pdf.ts starts one per document, with a time and a memory limit, and
 * terminates it past them. Nothing here may import what the server's main thread holds (no database, no app).
 */

/** The bounds of one reading (PDF_LIMITS in ocr.pdf.ts). */
export type PdfWorkerLimits = {
  pages: number;
  items: number;
  chars: number;
  decodedBytes: number;
  streams: number;
};
export type PdfWorkerInput = { bytes: Uint8Array; limits: PdfWorkerLimits };
/** The text, or why there is none: a bound hit (`tooComplex`) or a file pdf.js cannot read (`unreadable`). */
export type PdfWorkerAnswer = { text: string } | { refused: 'tooComplex' | 'unreadable'; why: string };

class TooComplex extends Error {}

async function read({ bytes, limits }: PdfWorkerInput): Promise<string> {
  // Before pdf.js decodes a stream whole into memory: how much the streams inflate to, within the budget.
  const inflated = await inflatedSize(bytes, limits.decodedBytes, limits.streams);
  if (!inflated.withinBudget) {
    throw new TooComplex(`streams inflate past ${limits.decodedBytes} bytes or number more than ${limits.streams}`);
  }
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  }).promise;
  // Nothing is cleaned up (no cancel, no destroy): the thread is terminated once it answered, and a cancelled text
  // stream of pdf.js's in-thread worker never settles, which let the thread exit without an answer.
  const pages: string[] = [];
  let items = 0;
  let chars = 0;
  for (let n = 1; n <= Math.min(doc.numPages, limits.pages); n++) {
    const page = await doc.getPage(n);
    const found: TextItem[] = [];
    // Streamed 100 items at a time, so that a page of 200,000 items stops at the bound, not once pdf.js read it all.
    const reader = page.streamTextContent().getReader();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      for (const item of chunk.value.items as object[]) {
        // Marked-content markers carry no text.
        if (!('str' in item)) continue;
        const text = item as TextItem;
        items += 1;
        chars += text.str.length;
        found.push(text);
      }
      if (items > limits.items || chars > limits.chars) {
        throw new TooComplex(`more than ${limits.items} text items or ${limits.chars} characters`);
      }
    }
    pages.push(linesOfItems(found));
  }
  return pages.join('\n');
}

async function answer(input: PdfWorkerInput): Promise<PdfWorkerAnswer> {
  try {
    return { text: await read(input) };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { refused: error instanceof TooComplex ? 'tooComplex' : 'unreadable', why };
  }
}

if (parentPort) {
  // On Linux a nice value is a thread's own: this thread yields the cores to the event loop's (2 cores in production).
  // Elsewhere it would be the whole server's, so it is left alone.
  if (process.platform === 'linux') os.setPriority(os.constants.priority.PRIORITY_LOW);
  const port = parentPort;
  void answer(workerData as PdfWorkerInput).then((result) => port.postMessage(result));
}
