import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfOfInflatingStream, pdfOfManyLines, pngBomb } from '../../../test/hostile-documents';
import { workerEntry } from '../../paths';
import { runInWorker, type WorkerBounds, WorkerLimitError } from '../../platform/worker';
import { imageSize } from './image-size';
import { PDF_LIMITS, PDF_WORKER_BOUNDS } from './ocr.pdf';
import { linesOfItems } from './pdf-lines';
import { inflatedSize } from './pdf-streams';

/** The bounds of receipt reading, each alone (issue 21); ocr.guard.test.ts runs them together over HTTP. */
const item = (str: string, x: number, y: number) => ({ str, transform: [1, 0, 0, 1, x, y] });

describe('grouping text items into lines', () => {
  it('joins the items of a baseline (2 points apart at most) left to right, lines top to bottom', () => {
    const items = [
      item('TTC', 300, 100.5),
      item('TOTAL', 50, 100),
      item('Hôtel du Parc', 50, 700),
      item('  ', 10, 400),
      item('208,40', 400, 101.9),
      item('Lyon', 50, 680),
    ];
    expect(linesOfItems(items)).toBe('Hôtel du Parc\nLyon\nTOTAL TTC 208,40');
  });

  it('groups 200,000 lines in seconds at most (sorted once: it was quadratic, minutes)', () => {
    const items = Array.from({ length: 200_000 }, (_, n) => item('a', 10, n * 3));
    const started = performance.now();
    const lines = linesOfItems(items).split('\n');
    expect(lines).toHaveLength(200_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});

describe("the size of a PDF's streams once inflated", () => {
  it('stops counting past the budget: a 2 MB stream of 2 GB is refused after 64 MB of it', async () => {
    const pdf = pdfOfInflatingStream();
    const started = performance.now();
    const size = await inflatedSize(pdf, 64 * 1024 * 1024, 10_000);
    expect(size).toMatchObject({ streams: 1, withinBudget: false });
    expect(size.bytes).toBeLessThan(65 * 1024 * 1024 + 64 * 1024);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('counts every Flate stream of an ordinary PDF', async () => {
    const size = await inflatedSize(pdfOfManyLines(100), 64 * 1024 * 1024, 10_000);
    expect(size).toEqual({ bytes: expect.any(Number), streams: 1, withinBudget: true });
    expect(size.bytes).toBeGreaterThan(100 * '(a) Tj T*\n'.length);
  });
});

describe("an image's size from its header", () => {
  const fixture = (name: string) =>
    fs.readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/receipts', name));

  it('reads PNG, JPEG and WebP headers, and gives null for a header that says nothing', () => {
    expect(imageSize(pngBomb(), 'image/png')).toEqual({ width: 20_000, height: 20_000 });
    const jpeg = imageSize(fixture('taxi-net-a-payer.jpg'), 'image/jpeg');
    expect(jpeg?.width).toBeGreaterThan(100);
    expect(jpeg?.height).toBeGreaterThan(100);
    // VP8X: the canvas's width and height minus one, 24 bits each.
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(29_999, 24, 3);
    webp.writeUIntLE(19_999, 27, 3);
    expect(imageSize(webp, 'image/webp')).toEqual({ width: 30_000, height: 20_000 });
    expect(imageSize(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]), 'image/jpeg')).toBe(
      null,
    );
  });
});

describe('the PDF worker past its bounds', () => {
  const entry = workerEntry('pdf-worker', 'modules/ocr/pdf.worker.ts');
  const input = { bytes: new Uint8Array(pdfOfManyLines(20_000)), limits: PDF_LIMITS };
  const limitHit = (bounds: Partial<WorkerBounds>) =>
    runInWorker(entry, input, { ...PDF_WORKER_BOUNDS, ...bounds }).then(
      () => null,
      (error: unknown) => (error instanceof WorkerLimitError ? error.limit : error),
    );

  it('reads within them, and is terminated past its time, its heap or its memory, with the reason', async () => {
    expect(await runInWorker(entry, input, PDF_WORKER_BOUNDS)).toMatchObject({ text: expect.stringMatching(/^a\na/) });
    expect(await limitHit({ timeoutMs: 50 })).toBe('time');
    expect(await limitHit({ resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 } })).toBe(
      'memory',
    );
    expect(await limitHit({ maxExtraRssBytes: 1 })).toBe('memory');
  }, 60_000);
});
