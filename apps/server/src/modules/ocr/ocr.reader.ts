import type { OcrEngine } from './ocr.engine';
import { OcrFailure, type ReceiptReader } from './ocr.jobs';
import { PdfRefused, pdfText } from './ocr.pdf';
import { proposalFromText } from './receipt-text';

/**
 * Reads a receipt: a PDF by its text layer (exact, and no OCR), a photo by the OCR engine. A PDF whose pages hold no
 * text (a scan) gets its own message: the user can drop a photo of the receipt instead; one past the bounds of
 * reading (ocr.pdf.ts PDF_LIMITS) gets `ocr.documentTooComplex`.
 */
export function receiptReader(engine: OcrEngine): ReceiptReader {
  return async (file, onProgress) => {
    if (file.contentType === 'application/pdf') {
      let text: string;
      try {
        text = await pdfText(file.bytes);
      } catch (error) {
        const tooComplex = error instanceof PdfRefused && error.reason === 'tooComplex';
        throw new OcrFailure({ code: tooComplex ? 'ocr.documentTooComplex' : 'ocr.unreadable' });
      }
      if (!/\p{L}|\d/u.test(text)) throw new OcrFailure({ code: 'ocr.pdfWithoutText' });
      return proposalFromText(text);
    }
    let text: string;
    try {
      text = await engine.recognize(file.bytes, onProgress);
    } catch {
      // The engine could not decode the image (a truncated or odd file that passed the sniffing of its first bytes).
      throw new OcrFailure({ code: 'ocr.unreadable' });
    }
    return proposalFromText(text);
  };
}
