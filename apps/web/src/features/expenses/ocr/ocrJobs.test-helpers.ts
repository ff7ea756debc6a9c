import type { ReceiptOcrJobOut } from '@staff/shared';

/** A reading job as the server answers it, queued unless the test says otherwise (the hook's and the dropzone's tests). */
export const ocrJob = (over: Partial<ReceiptOcrJobOut>): ReceiptOcrJobOut => ({
  id: 'job-aaaaaaaaaaaaaaaaaaaa',
  status: 'queued',
  progress: 0,
  proposal: null,
  error: null,
  ...over,
});
