import { inflateSync } from 'node:zlib';

/** WinAnsi as the PDF's text uses it: Latin-1 but for the euro sign and the dashes the PDF writes. */
const WIN_ANSI: Record<number, string> = { 128: '€', 150: '–', 151: '—', 146: '’' };
const fromWinAnsi = (bytes: Buffer) => [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/**
 * The text a PDF draws: pdfkit writes its standard fonts' text as hex strings of WinAnsi codes (€ is 0x80, — 0x97) in
 * deflated content streams; the strings of one TJ array make one run (kerning numbers between them).
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  const raw = pdf.toString('latin1');
  // Only the "\n" before endstream is pdfkit's: a deflated stream may itself end in a byte 0x0D ("\r"), which a
  // pattern taking "\r\n" away cut off, and the page's text with it (the claim's PDF hit it once its words changed).
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      runs.push([...tj[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => fromWinAnsi(Buffer.from(h[1]!, 'hex'))).join(''));
    }
  }
  return runs.join('\n');
}
