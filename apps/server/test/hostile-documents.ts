// The hostile documents of the event-loop guard (issue 21), built by the tests themselves: nothing big is committed.
// Each is small on the wire and huge once read: what an upload route must bound before it reads a file whole.
import zlib from 'node:zlib';

/** A PDF of one page whose content stream is `content` (Flate-compressed unless already given compressed). */
function pdfWithContent(stream: Buffer, height = 792): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${height}] /Contents 4 0 R ` +
      '/Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, written below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let size = parts[0]!.length;
  const offsets: number[] = [];
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    size += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(size);
    if (body === null) {
      push(Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
      push(stream);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else {
      push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
    }
  });
  const xref = size;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * (a) 200,000 one-letter lines on one page, ~6 KB: each `(a) Tj T*` draws a letter and moves to the next line, so
 * pdf.js gives 200,000 text items on 200,000 baselines 3 points apart (the quadratic grouping took 58 s on it).
 */
export function pdfOfManyLines(lines = 200_000): Buffer {
  // pdf.js leaves out text outside the page: the page is as tall as the lines (pdf.js takes any MediaBox).
  const height = lines * 3 + 20;
  const content = `BT /F1 1 Tf 3 TL 10 ${height - 10} Td\n${'(a) Tj T*\n'.repeat(lines)}ET\n`;
  return pdfWithContent(zlib.deflateSync(content, { level: 9 }), height);
}

/**
 * (b) A content stream that inflates to `inflatedBytes` of spaces (2 GB by default) from ~2 MB: deflated in chunks
 * of one reused buffer, so that building it never holds more than the chunk and the compressed output.
 */
export function pdfOfInflatingStream(inflatedBytes = 2 * 1024 ** 3): Buffer {
  const chunk = Buffer.alloc(16 * 1024 * 1024, 0x20);
  // One zlib stream written by hand (zlib.deflateSync of the whole would hold the 2 GB): the zlib header, each chunk
  // as raw deflate blocks flushed but not final (byte-aligned, so they concatenate), a final block, then the Adler-32
  // of the whole, combined chunk by chunk.
  const compressed: Buffer[] = [Buffer.from([0x78, 0xda])];
  const block = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const chunkAdler = adler32Of(chunk);
  let adler = 1;
  let left = inflatedBytes;
  while (left >= chunk.length) {
    compressed.push(block);
    adler = adler32Combine(adler, chunkAdler, chunk.length);
    left -= chunk.length;
  }
  const tail = chunk.subarray(0, left);
  compressed.push(zlib.deflateRawSync(tail, { level: 9 }));
  adler = adler32Combine(adler, adler32Of(tail), tail.length);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler >>> 0);
  compressed.push(trailer);
  return pdfWithContent(Buffer.concat(compressed));
}

const ADLER_MOD = 65521;

function adler32Of(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i += 5552) {
    const end = Math.min(bytes.length, i + 5552);
    for (let j = i; j < end; j++) {
      a += bytes[j]!;
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** Adler-32 of A+B from those of A and B and B's length (zlib's adler32_combine). */
function adler32Combine(adler1: number, adler2: number, length2: number): number {
  const rem = length2 % ADLER_MOD;
  let sum1 = adler1 & 0xffff;
  let sum2 = (rem * sum1) % ADLER_MOD;
  sum1 += (adler2 & 0xffff) + ADLER_MOD - 1;
  sum2 += ((adler1 >>> 16) & 0xffff) + ((adler2 >>> 16) & 0xffff) + ADLER_MOD - rem;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum2 >= ADLER_MOD << 1) sum2 -= ADLER_MOD << 1;
  if (sum2 >= ADLER_MOD) sum2 -= ADLER_MOD;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** PNG's CRC-32 of a chunk's type and data. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * (c) A decompression bomb: a valid `side`×`side` black-and-white PNG (20000×20000 = 400 megapixels by default, ~50 KB)
 * that a decoder would unpack to 400 million pixels (1.6 GB as RGBA).
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte 0, then zero bits: black
  const rows = zlib.deflateSync(Buffer.concat(Array.from({ length: side }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
