import { describe, expect, it } from 'vitest';
import { sniffContentType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffContentType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['UTF-8 CSV text', bytes('nom;prénom\nMartin;Élodie\n'), 'text/plain'],
    ['Latin-1 CSV text', bytes('nom;pr\xe9nom\r\nMartin;\xc9lodie\r\n'), 'text/plain'],
    ['a WAV (RIFF but not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', [0]), null],
    ['a Windows executable', bytes([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), null],
    ['a ZIP archive', bytes('PK', [0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), null],
    ['Latin-1 bytes with a control byte', bytes('caf\xe9', [0x01]), null],
    ['nothing at all', bytes(), null],
    ['a PNG signature cut short', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]), null],
    ['"%PDF" inside a text, not at the start', bytes(' %PDF-1.4'), 'text/plain'],
  ])('reads %s', (_name, input, expected) => {
    expect(sniffContentType(input)).toBe(expected);
  });
});
