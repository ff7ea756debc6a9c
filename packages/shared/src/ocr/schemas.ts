import { z } from 'zod';
import { isMessageCode, type MessageCode } from '../errors/catalogue';

/*
 * The wire contract of receipt reading (beyond the spec: issue 12). POST /api/ocr/receipt/ (multipart, field `file`)
 * queues a reading and answers 202 with the job; GET /api/ocr/receipt/{job_id}/ polls it until `done` or `failed`. A
 * proposal is never saved: the invoice form fills its fields with it, and the user checks and saves the receipt.
 */

/** How long a job and its proposal stay in the server's memory after it was posted. */
export const OCR_JOB_TTL_MS = 10 * 60 * 1000;
/** Jobs one user may have queued or running at once (a third waits for the first to finish: 429). */
export const OCR_MAX_PENDING_PER_USER = 2;
/**
 * Jobs one company may have queued or running at once: the queue serves companies in turn, and one company's burst
 * never fills it for the others (issue 21).
 */
export const OCR_MAX_PENDING_PER_COMPANY = 5;
/** Jobs the server holds queued or running at once, for everybody (one OCR worker on 2 cores; 5 MB of file each). */
export const OCR_MAX_PENDING = 30;
/** Pixels of an image read by OCR (width × height), read from its header before any decoding: 40 megapixels. */
export const OCR_IMAGE_MAX_PIXELS = 40_000_000;
/** The raw text kept in a proposal, for the user to look at: the first characters only. */
export const OCR_TEXT_MAX_CHARS = 4000;
/** What can be read: a PDF with a text layer or a photo (GIF, which no camera writes, is not read). */
export const OCR_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** The fields of a receipt a proposal may fill; `recognized` names those that were read. */
export const RECEIPT_FIELDS = ['date', 'total', 'seller', 'taxes'] as const;
export type ReceiptField = (typeof RECEIPT_FIELDS)[number];

/** One VAT line proposed: rate in percent (5.5, 10, 20), excluding-tax amount and VAT in euros. */
export const ReceiptTaxProposal = z.object({ rate: z.number(), tf: z.number(), vat: z.number() });
export type ReceiptTaxProposal = z.infer<typeof ReceiptTaxProposal>;

/**
 * What was read on a receipt. Amounts in euros with 2 decimals; when the total is known, the HT and VAT of the lines
 * add up to it to the cent.
 */
export const ReceiptProposal = z.object({
  /** YYYY-MM-DD. */
  date: z.string().nullable(),
  total: z.number().nullable(),
  seller: z.string().nullable(),
  taxes: z.array(ReceiptTaxProposal),
  /** What was read, for the form to highlight (and the user to check). */
  recognized: z.array(z.enum(RECEIPT_FIELDS)),
  /** The raw text read, capped at OCR_TEXT_MAX_CHARS. */
  text: z.string(),
});
export type ReceiptProposal = z.infer<typeof ReceiptProposal>;

export const OCR_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type OcrJobStatus = (typeof OCR_JOB_STATUSES)[number];

/** A coded message on the wire (its text is the catalogue's). */
export const CodedMessageOut = z.object({
  code: z.custom<MessageCode>(isMessageCode),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A reading: `progress` goes from 0 to 1; `proposal` once done, `error` once failed. */
export const ReceiptOcrJobOut = z.object({
  id: z.string(),
  status: z.enum(OCR_JOB_STATUSES),
  progress: z.number().min(0).max(1),
  proposal: ReceiptProposal.nullable(),
  error: CodedMessageOut.nullable(),
});
export type ReceiptOcrJobOut = z.infer<typeof ReceiptOcrJobOut>;

/** The job's id in a path: the random token the POST answered. */
export const ReceiptOcrJobParams = z.object({
  job_id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{16,64}$/),
});
