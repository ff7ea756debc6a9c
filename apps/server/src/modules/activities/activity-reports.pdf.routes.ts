import {
  type ActivityReportDetailOut,
  ActivityReportPdfQuery,
  type ActivityReportStatus,
  frenchDecimal,
  hoursMinutes,
  IdParams,
  monthYearName,
  toFrenchDate,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { labelAndValue, monthlyDocumentFileName, type Pdf, renderPdf, sendDownload } from '../../platform/pdf';
import { requestPublicUrl } from '../../platform/public-url';
import { reportActorOf, reportPolicy } from './activity-reports.policy';
import { companyPdfSettings, reportWithOwnerOfRequest } from './activity-reports.queries';
import { ONE_REPORT } from './activity-reports.routes';
import { reportDetail } from './activity-reports.service';

const STATUS: Record<ActivityReportStatus, string> = {
  draft: 'Brouillon',
  submitted: 'Envoyé',
  accepted: 'Accepté',
  refused: 'Refusé',
  suspended: 'Suspendu',
};

/** The file's name from the company's pdf_name_format: `ACME_CRA_martin-alice_2026-11.pdf`. */
export const activityReportFileName = (
  pdfNameFormat: string | undefined,
  owner: { first_name: string; last_name: string },
  month: string,
) => monthlyDocumentFileName(pdfNameFormat, 'CRA', owner, month);

/** The activities by project: days and overtime of each, in the order projects first appear in the month. */
export function byProject(report: Pick<ActivityReportDetailOut, 'activities'>) {
  const rows = new Map<number, { label: string; days: number; overtime: number }>();
  for (const a of report.activities) {
    const p = a.project_object;
    const label = p.customer_name ? `${p.customer_name} — ${p.name}` : p.name;
    const row = rows.get(a.project) ?? { label, days: 0, overtime: 0 };
    row.days += a.nb_days;
    row.overtime += a.overtime.reduce((sum, o) => sum + o.hours_overtime * 60 + o.minutes_overtime, 0);
    rows.set(a.project, row);
  }
  return [...rows.values()].map((r) => ({ ...r, days: Math.round(r.days * 100) / 100 }));
}

function drawTable(doc: Pdf, rows: { label: string; days: number; overtime: number }[]) {
  const x = doc.page.margins.left;
  const widths = [290, 90, 115];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    cells.forEach((cell, i) => {
      const left = x + widths.slice(0, i).reduce((a, b) => a + b, 0);
      doc.text(cell, left, y, { width: widths[i]! - 8, align: i === 0 ? 'left' : 'right' });
    });
    doc.moveDown(0.4);
    doc.x = x;
  };
  row(['Projet', 'Jours', 'Heures supp.'], true);
  for (const r of rows) row([r.label, frenchDecimal(r.days), r.overtime ? hoursMinutes(r.overtime) : '—']);
  if (rows.length === 0) row(['Aucune activité', '', '']);
}

/** GET /api/pdf/activity-report/{id}: the month's report as a PDF, shown (pdf=0) or downloaded (pdf=1). */
export async function activityReportPdfRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/pdf/activity-report/:id',
    {
      config: ONE_REPORT,
      preValidation: reportPolicy.sees(deps.db),
      schema: {
        tags: ['activities'],
        summary: "An activity report as PDF (its owner's and its validators')",
        params: IdParams,
        querystring: ActivityReportPdfQuery,
      },
    },
    async (request, reply) => {
      const actor = await reportActorOf(deps.db, request);
      const ctx = { ...actor, publicUrl: requestPublicUrl(deps.config.publicUrl, request) };
      const report = await reportDetail(deps.db, ctx, request.params.id, reportWithOwnerOfRequest(request));
      const settings = await companyPdfSettings(deps.db, actor.companyId);
      const owner = `${report.owner_object.first_name} ${report.owner_object.last_name}`;
      const month = monthYearName(report.date, 'fr');
      const projects = byProject(report);
      const pdf = await renderPdf(`Rapport d'activité — ${owner} — ${month}`, (doc) => {
        doc.fontSize(18).text(`Rapport d'activité — ${month}`);
        doc.moveDown(0.5).fontSize(11).fillColor('#555').text(actor.auth.company.name);
        doc.moveDown().fillColor('#000');
        const line = (label: string, value: string) => labelAndValue(doc, label, value, 170);
        const number = report.owner_object.employee_number;
        line('Collaborateur', `${owner}${number ? ` (${number})` : ''}`);
        line('Statut', STATUS[report.status]);
        if (report.validation_date) line('Envoyé le', toFrenchDate(report.validation_date.slice(0, 10)));
        doc.moveDown();
        drawTable(doc, projects);
        doc.moveDown();
        line('Jours à remplir', frenchDecimal(report.expected_days));
        line('Jours travaillés', frenchDecimal(report.total.workingDays));
        line('Jours de congé', frenchDecimal(report.total.leaveDays));
        if (report.total.notValidatedLeaveDays) {
          line('Congés non validés', frenchDecimal(report.total.notValidatedLeaveDays));
        }
        line('Jours non remplis', frenchDecimal(report.total.emptyDays));
        const overtime = projects.reduce((sum, p) => sum + p.overtime, 0);
        line('Heures supplémentaires', overtime ? hoursMinutes(overtime) : '—');
        if (report.remark) {
          doc.moveDown();
          line('Remarque', report.remark);
        }
        if (settings.footer) {
          doc
            .fontSize(8)
            .fillColor('#555')
            .text(settings.footer, doc.page.margins.left, doc.page.height - 40, {
              width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
              align: 'center',
              lineBreak: false,
            });
        }
      });
      const fileName = activityReportFileName(settings.pdfNameFormat, report.owner_object, report.date);
      return sendDownload(reply, pdf, fileName, 'application/pdf', request.query.pdf === '0' ? 'inline' : 'attachment');
    },
  );
}
