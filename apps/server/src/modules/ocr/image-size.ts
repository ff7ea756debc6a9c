/**
 * The width and height an image's header declares (PNG, JPEG, WebP), read without decoding it; null when the header
 * does not say (the engine then fails on the file as unreadable). A decoder allocates what the header declares: a
 * 20000×20000 PNG of 48 KB unpacks to 1.6 GB, so the pixels are bounded before the OCR engine sees the file (issue 21).
 */
export function imageSize(bytes: Buffer, contentType: string): { width: number; height: number } | null {
  if (contentType === 'image/png') return pngSize(bytes);
  if (contentType === 'image/jpeg') return jpegSize(bytes);
  if (contentType === 'image/webp') return webpSize(bytes);
  return null;
}

/** PNG: the IHDR chunk comes first, width and height big-endian at bytes 16 and 20. */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Start-of-frame markers (SOF0…SOF15 but DHT C4, JPG C8 and DAC CC), which hold the frame's height and width. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: the segments after SOI, each FF marker + 2-byte length, until a start of frame (the first one counts). */
function jpegSize(bytes: Buffer) {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    // Start of scan before any frame, or end of image: no size.
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/** WebP: the first chunk after the RIFF header is VP8 (lossy), VP8L (lossless) or VP8X (extended, the canvas). */
function webpSize(bytes: Buffer) {
  if (bytes.length < 30) return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  return null;
}
