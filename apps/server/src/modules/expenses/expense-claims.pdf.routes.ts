import { ExpenseClaimPdfQuery, IdParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { zipStream } from '../../platform/archive';
import { notFound } from '../../platform/errors';
import { safeFileName } from '../../platform/files/storage';
import { fileSlug, sendDownload } from '../../platform/pdf';
import { companyPdfSettings } from '../activities';
import { expenseClaimFileName, expenseClaimPdf } from './expense-claim.pdf';
import { filesOfClaim } from './expense-claim-files.queries';
import { claimDetail } from './expense-claims.detail';
import { claimActorOf, claimPolicy } from './expense-claims.policy';
import { claimWithTotalsOfRequest } from './expense-claims.queries';
import { ONE_CLAIM } from './expense-claims.routes';

/** `justificatifs/2026-11-03_hotel-ibis_facture.pdf`, `transport/navigo.pdf`: the ZIP's folders say what each file is. */
export function zipEntryName(file: { file_name: string }, receipt: { date: string; seller: string } | null): string {
  const name = safeFileName(file.file_name).replace(/\//g, '_');
  if (!receipt) return `transport/${name}`;
  return `justificatifs/${receipt.date}_${fileSlug(receipt.seller) || 'justificatif'}_${name}`;
}

/**
 * GET /api/pdf/expense-claim/{id} (spec/1 §7): the claim as a PDF, shown (pdf=0) or downloaded (pdf=1), or with
 * with_attachments a ZIP of the PDF and every file of its receipts and transport cost. Its owner and its validators.
 */
export async function expenseClaimPdfRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pdf/expense-claim/:id',
    {
      config: ONE_CLAIM,
      preValidation: claimPolicy.sees(deps.db),
      schema: {
        tags: ['expenses'],
        summary: "An expense claim as PDF, or ZIP with its files (its owner's and its validators')",
        description:
          'pdf=0 shows it (inline), pdf=1 downloads it; with_attachments=1 answers a ZIP of the PDF and the files ' +
          "of its receipts (justificatifs/) and transport cost (transport/). Named by the company's pdf_name_format.",
        params: IdParams,
        querystring: ExpenseClaimPdfQuery,
      },
    },
    async (request, reply) => {
      const actor = await claimActorOf(deps.db, request);
      const row = claimWithTotalsOfRequest(request);
      if (!row) throw notFound();
      const claim = await claimDetail(deps.db, actor, row);
      const settings = await companyPdfSettings(deps.db, actor.companyId);
      const pdf = await expenseClaimPdf(claim, { name: actor.auth.company.name, footer: settings.footer });
      const fileName = expenseClaimFileName(settings.pdfNameFormat, claim.owner_object, claim.date);
      if (request.query.with_attachments) {
        // At most 200 files (the claim's bound), streamed one after the other from the disk: never held whole.
        const files = await filesOfClaim(deps.db, actor.companyId, claim.id);
        const attachments = files.map((f) => ({
          name: zipEntryName(f.file, f.invoice_date ? { date: f.invoice_date, seller: f.seller ?? '' } : null),
          open: () => deps.files.open(f.file),
        }));
        const zip = zipStream([{ name: fileName, open: () => pdf }, ...attachments]);
        return sendDownload(reply, zip, fileName.replace(/\.pdf$/, '.zip'), 'application/zip');
      }
      return sendDownload(reply, pdf, fileName, 'application/pdf', request.query.pdf === '0' ? 'inline' : 'attachment');
    },
  );
}
