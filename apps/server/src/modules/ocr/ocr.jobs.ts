import {
  type CodedMessage,
  OCR_JOB_TTL_MS,
  OCR_MAX_PENDING,
  OCR_MAX_PENDING_PER_COMPANY,
  OCR_MAX_PENDING_PER_USER,
  type ReceiptOcrJobOut,
  type ReceiptProposal,
} from '@staff/shared';
import type { Database } from '../../db/client';
import { appError } from '../../platform/errors';
import { UPLOAD_KINDS } from '../../platform/files/limits';
import { type JobInput, type JobOwner, JobQueue, type JobView } from '../../platform/jobs/job-queue';

export type { JobOwner };
/** A file to read, its type sniffed. */
export type ReceiptFile = JobInput;
/** Reads one file; reports its progress (0 to 1). Throws an OcrFailure for a coded reason, anything else = unreadable. */
export type ReceiptReader = (file: ReceiptFile, onProgress: (fraction: number) => void) => Promise<ReceiptProposal>;

/** A reading that failed for a reason the user can act on. */
export class OcrFailure extends Error {
  constructor(readonly reason: CodedMessage) {
    super(reason.code);
  }
}

/** The job kind of receipt readings in the jobs table (platform/jobs). */
export const RECEIPT_READING = 'receipt_reading';

const refuse = (bound: 'user' | 'company' | 'all' | 'size') =>
  bound === 'size'
    ? appError(413, UPLOAD_KINDS.receipt.tooLarge, undefined, { code: 'too_large' })
    : bound === 'user'
      ? appError(429, 'ocr.userQueueFull', { max: OCR_MAX_PENDING_PER_USER }, { code: 'rate_limited' })
      : bound === 'company'
        ? appError(429, 'ocr.companyQueueFull', { max: OCR_MAX_PENDING_PER_COMPANY }, { code: 'rate_limited' })
        : appError(429, 'ocr.queueFull', undefined, { code: 'rate_limited' });

/**
 * The receipts being read: jobs of the database's queue (platform/jobs/job-queue.ts), so that a reading posted through
 * one process is polled through any other and survives the restart of the one that took it. They are proposals: nothing
 * is saved until the user saves the receipt. Each process reads one at a time, companies in turn (issue 21). Each user
 * has at most OCR_MAX_PENDING_PER_USER jobs waiting, each company OCR_MAX_PENDING_PER_COMPANY and everybody
 * OCR_MAX_PENDING (429 beyond); a job is forgotten OCR_JOB_TTL_MS after it was posted.
 */
export class ReceiptReadings {
  private readonly queue: JobQueue<ReceiptProposal>;

  constructor(
    db: Database,
    read: ReceiptReader,
    onUnexpected: (error: unknown) => void,
    options: { now?: () => number; pollMs?: number; leaseMs?: number } = {},
  ) {
    this.queue = new JobQueue<ReceiptProposal>({
      db,
      kind: RECEIPT_READING,
      bounds: {
        perUser: OCR_MAX_PENDING_PER_USER,
        perCompany: OCR_MAX_PENDING_PER_COMPANY,
        all: OCR_MAX_PENDING,
        // What the upload route already refuses beyond (readUploadForm): the queue holds to it whoever posts.
        maxInputBytes: UPLOAD_KINDS.receipt.maxBytes,
        ttlMs: OCR_JOB_TTL_MS,
        refuse,
      },
      handle: async (file, onProgress) => {
        try {
          return { result: await read(file, onProgress) };
        } catch (error) {
          if (!(error instanceof OcrFailure)) onUnexpected(error);
          return { error: error instanceof OcrFailure ? error.reason : { code: 'ocr.unreadable' } };
        }
      },
      onUnexpected,
      ...options,
    });
  }

  /** Reads what waits (posted by another process, or before a restart), then what is posted or left behind. */
  start(): void {
    this.queue.start();
  }

  /** Queues a file; 429 when the user's, the company's or everybody's queue is full. */
  async submit(owner: JobOwner, file: ReceiptFile): Promise<ReceiptOcrJobOut> {
    return present(await this.queue.submit(owner, file));
  }

  /** The job when this owner posted it and it is not forgotten yet; undefined otherwise (another user's: unseen). */
  async find(owner: JobOwner, id: string): Promise<ReceiptOcrJobOut | undefined> {
    const job = await this.queue.find(owner, id);
    return job && present(job);
  }

  /** The app closes: no new job starts; what is queued stays for another process or the next start. */
  close(): void {
    this.queue.close();
  }

  /** Resolves once the reading in hand is recorded, or given back to the queue. */
  drained(): Promise<void> {
    return this.queue.drained();
  }
}

const present = (job: JobView<ReceiptProposal>): ReceiptOcrJobOut => ({
  id: job.id,
  status: job.status,
  progress: job.progress,
  proposal: job.result,
  error: job.error,
});
