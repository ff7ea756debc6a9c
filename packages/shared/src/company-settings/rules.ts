/*
 * The pure rules of the company management screen (spec/3 §5 "Company", §9): the PDF file name format, the lists of
 * addresses, and the client-side rescaling of large images. The schemas (schemas.ts) and the web form both use them.
 */

import { ATTACHMENT_MAX_BYTES } from '../files/limits';

/** The two orders a PDF file name may take (spec/3 §5). */
export const PDF_NAME_FORMATS = ['type_ownername_date', 'ownername_type_date'] as const;
export type PdfNameFormat = (typeof PDF_NAME_FORMATS)[number];

/** A company logo or welcome image, and a document: 5242880 bytes (spec/3 §5). */
export const COMPANY_IMAGE_MAX_BYTES = ATTACHMENT_MAX_BYTES;
/** Above this size an image is scaled down in the browser before upload (spec/3 §5, §9). */
export const IMAGE_RESCALE_THRESHOLD_BYTES = 1_000_000;
/** The JPEG/WebP quality of a rescaled image (spec/3 §5). */
export const IMAGE_RESCALE_QUALITY = 0.5;
/** PDF footer, centre part: at most 60 characters (spec/3 §3). */
export const PDF_FOOTER_MAX = 60;
/** Activity slices per day: 2 (4 h), 4 (2 h), 8 (1 h), 16 (30 min), 32 (15 min); 2 by default (spec/1 §9). */
export const SLICES_PER_DAY = [2, 4, 8, 16, 32] as const;
/** 0 Sunday … 6 Saturday, as JavaScript's getDay and dayjs count; Monday (1) by default (spec/3 §2). */
export const DEFAULT_FIRST_DAY_OF_WEEK = 1;

/** A simple address: one @, no spaces, a dot in the domain (the product's EMAIL_PATTERN, spec/1 §5). */
const SIMPLE_ADDRESS = /^[^\s@,]+@[^\s@,]+\.[A-Za-z]{2,}$/;
/** Digits and spaces with an optional leading plus, or empty (spec/3 §5). */
export const COMPANY_PHONE_PATTERN = /^(\+?[\d ]+)?$/;
/** Digits and spaces, or empty (spec/3 §5). */
export const SIRET_PATTERN = /^[\d ]*$/;

/** True for an empty list or comma-separated simple addresses (spaces around commas allowed, no empty item). */
export function isAddressList(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  return trimmed.split(',').every((item) => SIMPLE_ADDRESS.test(item.trim()));
}

/** The prefix as stored: trimmed, underscores replaced by hyphens (the underscore separates it from the format). */
export const normalizePdfPrefix = (prefix: string): string => prefix.trim().replaceAll('_', '-');

/** The prefix rule: empty, or at least one letter or digit (any script). */
export const isValidPdfPrefix = (prefix: string): boolean => prefix === '' || /[\p{L}\p{N}]/u.test(prefix);

/** `pdf_name_format` as stored: prefix, underscore, format (spec/3 §5), the prefix normalised first. */
export const composePdfNameFormat = (prefix: string, format: PdfNameFormat): string =>
  `${normalizePdfPrefix(prefix)}_${format}`;

/** The prefix and format of a stored `pdf_name_format`; null when it is not prefix_format. */
export function splitPdfNameFormat(value: string): { prefix: string; format: PdfNameFormat } | null {
  for (const format of PDF_NAME_FORMATS) {
    const suffix = `_${format}`;
    if (value.endsWith(suffix)) return { prefix: value.slice(0, -suffix.length), format };
  }
  return null;
}

/**
 * The size an image is scaled to before upload: above 1,000,000 bytes both sides are divided by the square root of
 * (size / 1 MB), so that the pixel count (and roughly the file) shrinks by size / 1 MB (spec/3 §5). Null: keep as is.
 */
export function rescaledDimensions(
  bytes: number,
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (bytes <= IMAGE_RESCALE_THRESHOLD_BYTES) return null;
  const ratio = Math.sqrt(bytes / IMAGE_RESCALE_THRESHOLD_BYTES);
  return { width: Math.max(1, Math.round(width / ratio)), height: Math.max(1, Math.round(height / ratio)) };
}
