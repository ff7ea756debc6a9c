import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './archive';

const collect = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe('zipStream', () => {
  it('writes every entry, stored, names that repeat numbered', async () => {
    const bytes = (text: string) => () => Readable.from([Buffer.from(text)]);
    const zip = await collect(
      zipStream([
        { name: 'a.pdf', open: bytes('first') },
        { name: 'a.pdf', open: bytes('second') },
        { name: 'dir/b.png', open: bytes('third') },
      ]),
    );
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toEqual(['a.pdf', 'a-2.pdf', 'dir/b.png']);
    expect(Buffer.from(entries['a-2.pdf']!).toString()).toBe('second');
    // The local header's compression method (offset 8): 0, stored.
    expect(zip.readUInt16LE(8)).toBe(0);
  });

  it('stops reading the files when its reader goes away', async () => {
    let produced = 0;
    const endless = () =>
      Readable.from(
        (function* () {
          while (true) {
            produced++;
            yield Buffer.alloc(64 * 1024, 1);
          }
        })(),
      );
    const zip = zipStream([{ name: 'big.bin', open: endless }]);
    for await (const _chunk of zip) break; // the client closes the connection after its first chunk
    const after = produced;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(zip.destroyed).toBe(true);
    expect(produced - after).toBeLessThanOrEqual(1);
    expect(produced).toBeLessThan(100);
  });
});
