import zlib from 'node:zlib';

/** What a PDF's compressed streams hold once inflated, as far as the budget allows. */
export type InflatedSize = { bytes: number; streams: number; withinBudget: boolean };

/** `stream` followed by its end of line, not the end of an `endstream`. */
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;

/**
 * Inflates, without keeping them, the Flate streams of a PDF (those starting with a zlib header, as pdf.js requires)
 * and sums their size, stopping past `maxBytes` or `maxStreams`: a 2 MB stream can hold 2 GB of spaces, which pdf.js
 * would decode whole into memory (issue 21). Each stream is inflated from its start to its own end, wherever its
 * `endstream` or `/Length` claim it stops, so that no trick with either hides a part of it. Runs in the PDF worker
 * (pdf.worker.ts), never on the server's event loop; memory stays at one chunk of output.
 */
export async function inflatedSize(pdf: Uint8Array, maxBytes: number, maxStreams: number): Promise<InflatedSize> {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  let bytes = 0;
  let streams = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    const cmf = pdf[start] ?? 0;
    const flg = pdf[start + 1] ?? 0;
    // pdf.js's own test of a Flate stream's header: deflate method, and the check bits.
    if ((cmf & 0x0f) !== 0x08 || ((cmf << 8) + flg) % 31 !== 0) continue;
    streams += 1;
    if (streams > maxStreams) return { bytes, streams, withinBudget: false };
    bytes += await inflatedBytes(pdf.subarray(start), maxBytes - bytes + 1);
    if (bytes > maxBytes) return { bytes, streams, withinBudget: false };
  }
  return { bytes, streams, withinBudget: true };
}

/** The size of one zlib stream once inflated, counted up to `limit` (a broken stream counts what it gave). */
function inflatedBytes(data: Uint8Array, limit: number): Promise<number> {
  return new Promise((resolve) => {
    let count = 0;
    // Sync flush: a truncated stream ends quietly, as pdf.js reads it, rather than with an error.
    const inflate = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    const done = () => {
      inflate.removeAllListeners();
      inflate.on('error', () => {});
      inflate.destroy();
      resolve(count);
    };
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count >= limit) done();
    });
    inflate.on('end', done);
    inflate.on('error', done);
    inflate.end(data);
  });
}
