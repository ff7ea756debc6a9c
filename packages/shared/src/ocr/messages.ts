/**
 * The messages of receipt reading (beyond the spec: issue 12), by code under `ocr.`: the web shows them in the user's
 * language when a receipt cannot be read or the reading queue is full.
 */
export const OCR_MESSAGES = {
  /** A PDF made of scanned pages: its text is an image, and the server reads the text layer of PDFs only. */
  pdfWithoutText: 'This PDF holds no text: drop a photo of the receipt instead.',
  /** The image could not be decoded, or the reading failed. */
  unreadable: 'This receipt could not be read. Fill in the receipt by hand.',
  /** The user already has as many receipts waiting as allowed. */
  userQueueFull: 'You already have {max} receipts being read: wait until they are done.',
  /** The company already has as many receipts waiting as allowed (the queue is shared fairly between companies). */
  companyQueueFull: 'Your company already has {max} receipts being read: try again in a moment.',
  /** A PDF past the bounds of reading (pages, text items, characters, decoded size, time, memory: issue 21). */
  documentTooComplex: 'This document is too complex to be read as a receipt. Fill in the receipt by hand.',
  /** An image with more pixels than the reader takes (a decompression bomb is a few KB on the wire). */
  imageTooLarge: 'Image dimensions exceed {max} megapixels.',
  /** Every place of the reading queue is taken. */
  queueFull: 'Too many receipts are being read right now. Try again in a moment.',
} as const;
