/**
 * pdfkit, loaded on the first PDF rather than at start: it and its fonts' code are the heaviest module of the server
 * to load (about a quarter of its cold start, issue 14), for a page that few requests need.
 */
const importPdfKit = () => import('pdfkit').then((module) => module.default);
let pdfKit: ReturnType<typeof importPdfKit> | undefined;

export function loadPdfKit() {
  pdfKit ??= importPdfKit();
  return pdfKit;
}
