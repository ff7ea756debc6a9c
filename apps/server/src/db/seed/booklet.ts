import { loadPdfKit } from '../../platform/pdfkit';

/** A small real PDF for the demo documents. */
export async function welcomeBookletPdf(title: string, description: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(22).text(title);
    doc.moveDown().fontSize(12).text(description);
    doc.moveDown().text('Ce document accompagne la démonstration du produit.');
    doc.end();
  });
}
