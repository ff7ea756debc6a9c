import { z } from 'zod';
import { multilineText, plainText, TEXT_LIMITS } from '../text/schemas';

/*
 * The wire contract of the company documents (spec/1 §7 "Documents"): the server validates and serializes with
 * these, the web's document type is their `z.infer`.
 */

/** A document as the list and the upload answer it: never the internal columns (company, file and creator ids). */
export const DocumentOut = z.object({
  id: z.number(),
  title: z.string(),
  /** Never null: the column defaults to the empty string. */
  description: z.string(),
  file_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  created: z.string(),
});
export type DocumentOut = z.infer<typeof DocumentOut>;

/**
 * The text fields of the multipart upload (title, description, attachment_file): the input guard sees JSON only,
 * so the route checks them with this after reading the parts.
 */
export const DocumentText = z.object({
  title: plainText(TEXT_LIMITS.title),
  description: multilineText(TEXT_LIMITS.longText),
});
export type DocumentText = z.infer<typeof DocumentText>;
