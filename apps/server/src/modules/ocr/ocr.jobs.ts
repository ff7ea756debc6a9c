import {
  type CodedMessage,
  OCR_JOB_TTL_MS,
  OCR_MAX_PENDING,
  OCR_MAX_PENDING_PER_COMPANY,
  OCR_MAX_PENDING_PER_USER,
  type OcrJobStatus,
  type ReceiptOcrJobOut,
  type ReceiptProposal,
} from '@staff/shared';
import { appError } from '../../platform/errors';
import { randomToken } from '../../platform/tokens';

/** Who posted a receipt: only they read its job. */
export type JobOwner = { userId: number; companyId: number };
/** A file to read, its type sniffed. */
export type ReceiptFile = { bytes: Buffer; contentType: string };
/** Reads one file; reports its progress (0 to 1). Throws an OcrFailure for a coded reason, anything else = unreadable. */
export type ReceiptReader = (file: ReceiptFile, onProgress: (fraction: number) => void) => Promise<ReceiptProposal>;

/** A reading that failed for a reason the user can act on. */
export class OcrFailure extends Error {
  constructor(readonly reason: CodedMessage) {
    super(reason.code);
  }
}

type Job = JobOwner & {
  id: string;
  status: OcrJobStatus;
  progress: number;
  proposal: ReceiptProposal | null;
  error: CodedMessage | null;
  created: number;
  /** Dropped once read: a finished job keeps its proposal, not the file. */
  file: ReceiptFile | null;
};

const isPending = (job: Job) => job.status === 'queued' || job.status === 'running';

/**
 * The receipts being read, in memory: they are proposals, nothing is saved until the user saves the receipt. Jobs run
 * one at a time, companies in turn (round robin: after a job of one company, the next company with a job waiting;
 * within a company, first posted first read), so that one company's burst never makes another's wait behind it all
 * (issue 21). Each user has at most OCR_MAX_PENDING_PER_USER jobs waiting, each company OCR_MAX_PENDING_PER_COMPANY
 * and everybody OCR_MAX_PENDING (429 beyond); a job is forgotten OCR_JOB_TTL_MS after it was posted.
 */
export class ReceiptReadings {
  private readonly jobs = new Map<string, Job>();
  private running = false;
  private closed = false;
  /** The company whose job ran last: the next job is the next company's. */
  private lastCompany: number | null = null;

  constructor(
    private readonly read: ReceiptReader,
    private readonly onUnexpected: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Queues a file; 429 when the user's, the company's or everybody's queue is full. */
  submit(owner: JobOwner, file: ReceiptFile): ReceiptOcrJobOut {
    this.forgetExpired();
    const pending = [...this.jobs.values()].filter(isPending);
    const ours = pending.filter((job) => job.companyId === owner.companyId);
    const mine = ours.filter((job) => job.userId === owner.userId);
    if (mine.length >= OCR_MAX_PENDING_PER_USER) {
      throw appError(429, 'ocr.userQueueFull', { max: OCR_MAX_PENDING_PER_USER }, { code: 'rate_limited' });
    }
    if (ours.length >= OCR_MAX_PENDING_PER_COMPANY) {
      throw appError(429, 'ocr.companyQueueFull', { max: OCR_MAX_PENDING_PER_COMPANY }, { code: 'rate_limited' });
    }
    if (pending.length >= OCR_MAX_PENDING || this.closed) {
      throw appError(429, 'ocr.queueFull', undefined, { code: 'rate_limited' });
    }
    const job: Job = {
      ...owner,
      id: randomToken(18),
      status: 'queued',
      progress: 0,
      proposal: null,
      error: null,
      created: this.now(),
      file,
    };
    this.jobs.set(job.id, job);
    const queued = present(job);
    void this.pump();
    return queued;
  }

  /** The job when this owner posted it and it is not forgotten yet; undefined otherwise (another user's: unseen). */
  find(owner: JobOwner, id: string): ReceiptOcrJobOut | undefined {
    this.forgetExpired();
    const job = this.jobs.get(id);
    if (!job || job.userId !== owner.userId || job.companyId !== owner.companyId) return undefined;
    return present(job);
  }

  /** Resolves once nothing is queued or running (tests). */
  async idle(): Promise<void> {
    while ([...this.jobs.values()].some(isPending)) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** The app closes: queued jobs fail, no new one starts. */
  close(): void {
    this.closed = true;
    for (const job of this.jobs.values()) {
      if (job.status === 'queued') this.finish(job, { error: { code: 'service_unavailable' } });
    }
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.next(); job; job = this.next()) await this.run(job);
    } finally {
      this.running = false;
    }
  }

  /** The oldest queued job of the first company after the last one served, in company id order (round robin). */
  private next(): Job | undefined {
    if (this.closed) return undefined;
    // A Map iterates in insertion order: each company's oldest queued job comes first.
    const oldest = new Map<number, Job>();
    for (const job of this.jobs.values()) {
      if (job.status === 'queued' && !oldest.has(job.companyId)) oldest.set(job.companyId, job);
    }
    const companies = [...oldest.keys()].sort((a, b) => a - b);
    const last = this.lastCompany;
    const company = companies.find((id) => last !== null && id > last) ?? companies[0];
    if (company === undefined) return undefined;
    this.lastCompany = company;
    return oldest.get(company);
  }

  private async run(job: Job): Promise<void> {
    job.status = 'running';
    try {
      const proposal = await this.read(job.file!, (fraction) => {
        job.progress = Math.max(job.progress, Math.min(0.99, fraction));
      });
      this.finish(job, { proposal });
    } catch (error) {
      if (!(error instanceof OcrFailure)) this.onUnexpected(error);
      this.finish(job, { error: error instanceof OcrFailure ? error.reason : { code: 'ocr.unreadable' } });
    }
  }

  private finish(job: Job, outcome: { proposal: ReceiptProposal } | { error: CodedMessage }): void {
    job.file = null;
    if ('proposal' in outcome) {
      Object.assign(job, { status: 'done', progress: 1, proposal: outcome.proposal });
    } else {
      Object.assign(job, { status: 'failed', error: outcome.error });
    }
  }

  private forgetExpired(): void {
    const oldest = this.now() - OCR_JOB_TTL_MS;
    for (const [id, job] of this.jobs) {
      if (job.created < oldest && !isPending(job)) this.jobs.delete(id);
    }
  }
}

const present = (job: Job): ReceiptOcrJobOut => ({
  id: job.id,
  status: job.status,
  progress: job.progress,
  proposal: job.proposal,
  error: job.error,
});
