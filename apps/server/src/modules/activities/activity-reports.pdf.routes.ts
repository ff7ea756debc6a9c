import { ActivityReportPdfQuery, IdParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../platform/errors';
import { fileSlug, monthlyDocumentFileName, sendDownload } from '../../platform/pdf';
import { requestPublicUrl } from '../../platform/public-url';
import { activityReportPdf, customerOfReport } from './activity-reports.pdf';
import { reportActorOf, reportPolicy } from './activity-reports.policy';
import { companyPdfSettings, reportWithOwnerOfRequest } from './activity-reports.queries';
import { ONE_REPORT } from './activity-reports.routes';
import { reportDetail } from './activity-reports.service';

/**
 * The file's name from the company's pdf_name_format (`ACME_CRA_martin-alice_2026-11.pdf`), the customer's name last
 * on the copy for one customer (`ACME_CRA_martin-alice_2026-11_banque-atlantique.pdf`).
 */
export function activityReportFileName(
  pdfNameFormat: string | undefined,
  owner: { first_name: string; last_name: string },
  month: string,
  customer?: string,
) {
  const file = monthlyDocumentFileName(pdfNameFormat, 'CRA', owner, month);
  return customer ? file.replace(/\.pdf$/, `_${fileSlug(customer)}.pdf`) : file;
}

/**
 * GET /api/pdf/activity-report/{id}: the month's report as a PDF, shown (pdf=0) or downloaded (pdf=1); with
 * `customer`, the copy holding only that customer's projects (400 activity.customerNotInReport when none is).
 */
export async function activityReportPdfRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pdf/activity-report/:id',
    {
      config: ONE_REPORT,
      preValidation: reportPolicy.sees(deps.db),
      schema: {
        tags: ['activities'],
        summary: "An activity report as PDF (its owner's and its validators'), whole or for one customer",
        description:
          'The day-by-day grid, the projects, the totals and signature blocks for the employee, the manager and the ' +
          'customer. `customer` keeps that customer’s projects only (400 activity.customerNotInReport on the field ' +
          'customer when none of the report’s projects is theirs).',
        params: IdParams,
        querystring: ActivityReportPdfQuery,
      },
    },
    async (request, reply) => {
      const actor = await reportActorOf(deps.db, request);
      const ctx = { ...actor, publicUrl: requestPublicUrl(deps.config.publicUrl, request) };
      const report = await reportDetail(deps.db, ctx, request.params.id, reportWithOwnerOfRequest(request));
      const asked = request.query.customer;
      const customer = asked === undefined ? undefined : customerOfReport(report, asked);
      if (customer === null) throw fieldError('customer', 'activity.customerNotInReport');
      const settings = await companyPdfSettings(deps.db, actor.companyId);
      const pdf = await activityReportPdf(report, { name: actor.auth.company.name, footer: settings.footer }, customer);
      const fileName = activityReportFileName(settings.pdfNameFormat, report.owner_object, report.date, customer?.name);
      return sendDownload(reply, pdf, fileName, 'application/pdf', request.query.pdf === '0' ? 'inline' : 'attachment');
    },
  );
}
