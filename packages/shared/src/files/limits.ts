/**
 * The one size limit of every attached file (spec/1 §9, spec/3 §9 "Attachment 5 MB"): leave, invoice and
 * transport-cost attachments, service documents, company logo and welcome image. The server refuses above it and the
 * web checks the same number before it uploads ("File size exceeds 5Mo.").
 */
export const ATTACHMENT_MAX_BYTES = 5_242_880;

/** What an attachment may be: PDF or an image. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
