import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, COMPANY_IMAGE_MAX_BYTES, OCR_FILE_TYPES } from '@staff/shared';

/** Upload kinds, their size limits and the content types they accept (spec/1 §9, spec/3 §5). */
export const UPLOAD_KINDS = {
  /** Attachments of leaves, invoices, transport costs, documents: PDF and images, 5242880 bytes. */
  attachment: {
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLarge: 'file_too_large',
    types: ATTACHMENT_TYPES,
  },
  /** A receipt to read (modules/ocr): the attachments' limit, the types the reader knows. */
  receipt: { maxBytes: ATTACHMENT_MAX_BYTES, tooLarge: 'file_too_large', types: OCR_FILE_TYPES },
  /** Company logo and welcome image. */
  image: {
    // The web checks the same constant before it uploads (CompanyImageField): one number for both sides.
    maxBytes: COMPANY_IMAGE_MAX_BYTES,
    tooLarge: 'image_too_large',
    types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  },
  /** Employee CSV import, 1000000 bytes. */
  csv: { maxBytes: 1_000_000, tooLarge: 'csv_too_large', types: ['text/plain'] },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
