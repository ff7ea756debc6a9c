import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OcrEngine } from './ocr.engine';

/**
 * The engine's guards, on the real tesseract.js worker: a reading that never ends, a worker thread that dies. Either
 * would otherwise hold every receipt queued behind it (and a thread's 'error' without a listener ends the process).
 */
const photo = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../test/fixtures/receipts/taxi-net-a-payer.jpg'),
);
const inside = (engine: OcrEngine) =>
  engine as unknown as {
    worker: Promise<{ worker: NodeJS.EventEmitter }> | null;
    reading: object | null;
  };

describe('the OCR engine', () => {
  it('fails a reading past its time limit, and stops its worker', { timeout: 60_000 }, async () => {
    const engine = new OcrEngine(60_000, 1);
    await expect(engine.recognize(photo, () => {})).rejects.toThrow('The OCR took too long');
    expect(inside(engine).worker).toBeNull();
    await engine.close();
  });

  it('fails the reading whose thread dies, then reads the next photo with a new worker', {
    timeout: 90_000,
  }, async () => {
    const engine = new OcrEngine();
    try {
      const reading = engine.recognize(photo, () => {});
      while (!inside(engine).reading) await new Promise((resolve) => setTimeout(resolve, 10));
      const first = inside(engine).worker!;
      (await first).worker.emit('error', new Error('RuntimeError: unreachable'));
      await expect(reading).rejects.toThrow('unreachable');
      const text = await engine.recognize(photo, () => {});
      expect(text).toContain('TAXI G7 PARIS');
      expect(inside(engine).worker).not.toBe(first);
    } finally {
      await engine.close();
    }
  });
});
