/** Pages read of a PDF receipt: a receipt is a page or two; a long document is not one. */
const PAGES_READ = 3;

type TextItem = { str: string; transform: number[] };

/**
 * The text layer of a PDF, line by line (items on the same baseline joined left to right): an invoice sent by e-mail is
 * read exactly, without OCR. A scanned PDF gives an empty text. Throws when the file is not a readable PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on the first PDF, not with the app: pdf.js takes 0.4 s to import, and most servers never read a receipt.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({
    // pdf.js takes ownership of the buffer it is given: a copy, so the caller's stays usable.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, PAGES_READ); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      // Marked-content markers carry no text.
      pages.push(linesOfItems(content.items.filter((item): item is typeof item & TextItem => 'str' in item)));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}

/** Items grouped by baseline (2 points apart at most), top to bottom, each line left to right. */
function linesOfItems(items: TextItem[]): string {
  const lines: { y: number; parts: { x: number; str: string }[] }[] = [];
  for (const item of items) {
    if (!item.str.trim()) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const line = lines.find((l) => Math.abs(l.y - y) <= 2);
    if (line) line.parts.push({ x, str: item.str });
    else lines.push({ y, parts: [{ x, str: item.str }] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((line) =>
      line.parts
        .sort((a, b) => a.x - b.x)
        .map((p) => p.str.trim())
        .join(' '),
    )
    .join('\n');
}
