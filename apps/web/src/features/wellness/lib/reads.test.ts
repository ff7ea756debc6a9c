import { describe, expect, it } from 'vitest';
import { readLines } from './reads';

const regine = { id: 7, first_name: 'Régine', last_name: 'Henry' };
const paul = { id: 8, first_name: 'Paul', last_name: 'Admin' };
const read = (id: number, reader: typeof regine, at: string) => ({ id, reader, read_at: at });

describe('readLines', () => {
  it.each([
    ['no read, no line', [], []],
    [
      'four reads of one reader in one minute: one line of 4',
      [
        read(4, regine, '2026-11-28T05:42:50Z'),
        read(3, regine, '2026-11-28T05:42:30Z'),
        read(2, regine, '2026-11-28T05:42:10Z'),
        read(1, regine, '2026-11-28T05:42:01Z'),
      ],
      [{ key: 4, name: 'Régine Henry', count: 4 }],
    ],
    [
      'another minute or another reader: another line',
      [
        read(3, paul, '2026-11-28T05:42:50Z'),
        read(2, regine, '2026-11-28T05:42:30Z'),
        read(1, regine, '2026-11-28T05:40:00Z'),
      ],
      [
        { key: 3, name: 'Paul Admin', count: 1 },
        { key: 2, name: 'Régine Henry', count: 1 },
        { key: 1, name: 'Régine Henry', count: 1 },
      ],
    ],
  ])('%s', (_, reads, expected) => {
    expect(readLines(reads).map(({ key, name, count }) => ({ key, name, count }))).toEqual(expected);
  });
});
