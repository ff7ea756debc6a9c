import { OCR_IMAGE_MAX_PIXELS, ReceiptOcrJobOut, ReceiptOcrJobParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireAuth } from '../../platform/access';
import { appError, notFound } from '../../platform/errors';
import { readUploadForm } from '../../platform/files/upload-form';
import { imageSize } from './image-size';
import { OcrEngine } from './ocr.engine';
import { type JobOwner, ReceiptReadings } from './ocr.jobs';
import { receiptReader } from './ocr.reader';

/** Reading receipts is for those who write expense claims, in a company that uses them. */
export const OCR_ROUTE = { permission: 'expenses_claims.create', feature: 'use_expenses_claims' } as const;

/** Receipts read by OCR (beyond the spec, issue 12): post a photo or PDF, poll the job, get a proposal. */
export async function ocrRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const engine = new OcrEngine();
  const readings = new ReceiptReadings(
    deps.db,
    receiptReader(engine),
    (error) => app.log.error({ err: error }, 'receipt reading failed'),
    { pollMs: deps.config.jobPollMs },
  );
  app.addHook('onReady', () => readings.start());
  // The worker thread must not outlive the app (tests would hang, a restart would leak it). A reading it stops goes
  // back to the queue before the database closes.
  app.addHook('onClose', async () => {
    readings.close();
    await engine.close();
    await readings.drained();
  });

  const ownerOf = (request: Parameters<typeof requireAuth>[0]): JobOwner => ({
    userId: requireAuth(request).user.id,
    companyId: companyOf(request),
  });

  r.post(
    '/ocr/receipt/',
    {
      config: OCR_ROUTE,
      schema: {
        tags: ['ocr'],
        summary: 'Read a receipt (multipart: file; PDF with a text layer, JPEG, PNG or WebP, 5 MB)',
        description:
          'Queues the reading and answers 202 with the job; poll GET /api/ocr/receipt/{job_id}/ until `done` ' +
          '(its `proposal`) or `failed` (its `error`). Nothing is saved but the job, kept 10 minutes. ' +
          '413 `ocr.imageTooLarge` for an image above 40 megapixels (read from its header). 429 when the user ' +
          'already has 2 receipts being read, their company 5, or 30 are queued in all; companies are served in turn.',
        consumes: ['multipart/form-data'],
        response: { 202: ReceiptOcrJobOut },
      },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const { upload } = await readUploadForm(request, deps.files, { field: 'file', kind: 'receipt' });
      // A few KB can declare gigapixels: the header's size is checked before any decoder allocates it (issue 21).
      const size = imageSize(upload.bytes, upload.contentType);
      if (size && size.width * size.height > OCR_IMAGE_MAX_PIXELS) {
        throw appError(413, 'ocr.imageTooLarge', { max: OCR_IMAGE_MAX_PIXELS / 1e6 }, { code: 'too_large' });
      }
      const job = await readings.submit(owner, { bytes: upload.bytes, contentType: upload.contentType });
      return reply.status(202).send(job);
    },
  );

  r.get(
    '/ocr/receipt/:job_id/',
    {
      config: OCR_ROUTE,
      schema: {
        tags: ['ocr'],
        summary: 'A receipt being read: status, progress from 0 to 1, then the proposal or the error',
        description: "Only to the user who posted it: another user's job, or one older than 10 minutes, is 404.",
        params: ReceiptOcrJobParams,
        response: { 200: ReceiptOcrJobOut },
      },
    },
    async (request) => {
      const job = await readings.find(ownerOf(request), request.params.job_id);
      if (!job) throw notFound();
      return job;
    },
  );
}
