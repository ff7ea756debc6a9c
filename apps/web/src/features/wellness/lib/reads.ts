import { formatDateTime } from '../../../lib/dates';

type Read = { id: number; reader: { id: number; first_name: string; last_name: string }; read_at: string };

/** One line of "who read my marks": a reader, the minute shown, and how many reads it stands for. */
export type ReadLine = { key: number; name: string; date: string; count: number };

/**
 * The reads as lines, newest first as the server gives them: the reads of one reader in one minute are one line with
 * their count (an HR screen paging through the entries reads a person's marks several times a minute; each read is
 * still recorded, the person still sees how many).
 */
export function readLines(reads: readonly Read[]): ReadLine[] {
  const lines: (ReadLine & { readerId: number })[] = [];
  for (const read of reads) {
    const date = formatDateTime(read.read_at);
    const last = lines.at(-1);
    if (last && last.readerId === read.reader.id && last.date === date) last.count += 1;
    else
      lines.push({
        key: read.id,
        readerId: read.reader.id,
        name: `${read.reader.first_name} ${read.reader.last_name}`,
        date,
        count: 1,
      });
  }
  return lines.map(({ readerId: _, ...line }) => line);
}
