import {
  type ActivityReportDetailOut,
  ActivityReportPdfQuery,
  type ActivityReportStatus,
  IdParams,
  splitPdfNameFormat,
  toFrenchDate,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { fileSlug, type Pdf, renderPdf, sendDownload } from '../../platform/pdf';
import { monthLabel } from './activity-reports.mails';
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

/** Days with a decimal comma, as French reads them. */
const days = (n: number) => n.toFixed(2).replace('.', ',');
const hours = (minutes: number) => `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;

/**
 * The file's name from the company's general.pdf_name_format (spec/3 §3: prefix, then type, owner name and date in the
 * chosen order): `ACME_CRA_martin-alice_2026-11.pdf`.
 */
export function activityReportFileName(
  pdfNameFormat: string | undefined,
  owner: { first_name: string; last_name: string },
  month: string,
): string {
  const stored = splitPdfNameFormat(pdfNameFormat ?? '') ?? { prefix: '', format: 'type_ownername_date' as const };
  const ownerName = fileSlug(`${owner.last_name} ${owner.first_name}`);
  const parts = stored.format === 'type_ownername_date' ? ['CRA', ownerName] : [ownerName, 'CRA'];
  return `${[stored.prefix, ...parts, month.slice(0, 7)].filter(Boolean).join('_')}.pdf`;
}

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
  for (const r of rows) row([r.label, days(r.days), r.overtime ? hours(r.overtime) : '—']);
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
      const ctx = { ...actor, publicUrl: deps.config.publicUrl };
      const report = await reportDetail(deps.db, ctx, request.params.id, reportWithOwnerOfRequest(request));
      const settings = await companyPdfSettings(deps.db, actor.companyId);
      const owner = `${report.owner_object.first_name} ${report.owner_object.last_name}`;
      const month = monthLabel(report.date, 'fr');
      const projects = byProject(report);
      const pdf = await renderPdf(`Rapport d'activité — ${owner} — ${month}`, (doc) => {
        doc.fontSize(18).text(`Rapport d'activité — ${month}`);
        doc.moveDown(0.5).fontSize(11).fillColor('#555').text(actor.auth.company.name);
        doc.moveDown().fillColor('#000');
        // Label and value in two columns: a `continued` run places the value after the label's own width, which a
        // viewer that substitutes Helvetica measures differently (the value then overlaps the label).
        const left = doc.page.margins.left;
        const line = (label: string, value: string) => {
          const y = doc.y;
          doc.font('Helvetica-Bold').text(label, left, y, { width: 170 });
          const labelBottom = doc.y;
          doc
            .font('Helvetica')
            .text(value, left + 175, y, { width: doc.page.width - left - 175 - doc.page.margins.right });
          doc.y = Math.max(doc.y, labelBottom);
          doc.x = left;
        };
        const number = report.owner_object.employee_number;
        line('Collaborateur', `${owner}${number ? ` (${number})` : ''}`);
        line('Statut', STATUS[report.status]);
        if (report.validation_date) line('Envoyé le', toFrenchDate(report.validation_date.slice(0, 10)));
        doc.moveDown();
        drawTable(doc, projects);
        doc.moveDown();
        line('Jours à remplir', days(report.expected_days));
        line('Jours travaillés', days(report.total.workingDays));
        line('Jours de congé', days(report.total.leaveDays));
        if (report.total.notValidatedLeaveDays) {
          line('Congés non validés', days(report.total.notValidatedLeaveDays));
        }
        line('Jours non remplis', days(report.total.emptyDays));
        const overtime = projects.reduce((sum, p) => sum + p.overtime, 0);
        line('Heures supplémentaires', overtime ? hours(overtime) : '—');
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
      // ?pdf=0 opens it in the browser's viewer.
      return sendDownload(reply, pdf, fileName, 'application/pdf', request.query.pdf === '0' ? 'inline' : 'attachment');
    },
  );
}
