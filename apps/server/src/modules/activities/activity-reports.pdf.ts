import type { Readable } from 'node:stream';
import {
  type ActivityReportDetailOut,
  type ActivityReportStatus,
  frenchDecimal,
  hoursMinutes,
  reportPeriodName,
  toFrenchDate,
} from '@staff/shared';
import { footerOnEveryPage, heading, labelAndValue, type Pdf, pdfStream } from '../../platform/pdf';
import { yieldToLoop } from '../../platform/slices';
import { activitiesOfCustomer, type GridDay, type ReportActivity, reportGrid } from './activity-reports.pdf-grid';

const STATUS: Record<ActivityReportStatus, string> = {
  draft: 'Brouillon',
  submitted: 'Envoyé',
  accepted: 'Accepté',
  refused: 'Refusé',
  suspended: 'Suspendu',
};
const GREY = '#e9ecef';
const LEAVE = '#fff3bf';
const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/** The activities by project: days and overtime of each, in the order projects first appear in the month. */
export function byProject(activities: readonly ReportActivity[]) {
  const rows = new Map<number, { label: string; days: number; overtime: number }>();
  for (const a of activities) {
    const p = a.project_object;
    const label = p.customer_name ? `${p.customer_name} — ${p.name}` : p.name;
    const row = rows.get(a.project) ?? { label, days: 0, overtime: 0 };
    row.days += a.nb_days;
    row.overtime += a.overtime.reduce((sum, o) => sum + o.hours_overtime * 60 + o.minutes_overtime, 0);
    rows.set(a.project, row);
  }
  return [...rows.values()].map((r) => ({ ...r, days: Math.round(r.days * 100) / 100 }));
}

/** The customer a copy is for, by the report's own activities (null: none of its projects is that customer's). */
export function customerOfReport(
  report: ActivityReportDetailOut,
  customer: number,
): { id: number; name: string } | null {
  const name = report.activities.find((a) => a.project_object.customer === customer)?.project_object.customer_name;
  return name ? { id: customer, name } : null;
}

/** The height of a row of cells, each cell's text wrapped in its width (the font set for the row). */
function rowHeight(doc: Pdf, widths: readonly number[], texts: readonly string[], options: { bold?: boolean } = {}) {
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
  return Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: widths[i]! - 6 }))) + 3;
}

/**
 * The grid: one row per day, shaded on weekends and holidays, a leave's half day tinted; the header on each page. The
 * loop turns between rows: a month of 32 slices a day, each its own project, is long text to wrap.
 */
async function drawGrid(doc: Pdf, grid: readonly GridDay[]) {
  const left = doc.page.margins.left;
  const widths = [70, 175, 175, 75];
  const header = ['Jour', 'Matin', 'Après-midi', 'Jours travaillés'];
  const drawRow = (texts: string[], fills: (string | null)[], bold = false) => {
    const height = rowHeight(doc, widths, texts, { bold });
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 10) {
      doc.addPage();
      if (!bold)
        drawRow(
          header,
          header.map(() => GREY),
          true,
        );
    }
    const y = doc.y;
    let x = left;
    texts.forEach((text, i) => {
      const fill = fills[i];
      if (fill) doc.rect(x, y, widths[i]!, height).fill(fill);
      doc.rect(x, y, widths[i]!, height).lineWidth(0.5).stroke('#adb5bd');
      doc.fillColor('#000').text(text, x + 3, y + 2, { width: widths[i]! - 6, align: i === 3 ? 'right' : 'left' });
      x += widths[i]!;
    });
    doc.x = left;
    doc.y = y + height;
  };
  drawRow(
    header,
    header.map(() => GREY),
    true,
  );
  for (const day of grid) {
    await yieldToLoop();
    const shade = day.off ? GREY : null;
    drawRow(
      [day.label, day.halves[0].text, day.halves[1].text, day.off ? '' : frenchDecimal(day.days)],
      [shade, shade ?? (day.halves[0].leave ? LEAVE : null), shade ?? (day.halves[1].leave ? LEAVE : null), shade],
    );
  }
  doc.moveDown(0.5);
}

function drawProjects(doc: Pdf, rows: ReturnType<typeof byProject>) {
  const x = doc.page.margins.left;
  const widths = [290, 90, 115];
  const row = (texts: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    texts.forEach((text, i) => {
      const left = x + widths.slice(0, i).reduce((a, b) => a + b, 0);
      doc.text(text, left, y, { width: widths[i]! - 8, align: i === 0 ? 'left' : 'right' });
    });
    doc.moveDown(0.2);
    doc.x = x;
  };
  row(['Projet', 'Jours', 'Heures supp.'], true);
  for (const r of rows) row([r.label, frenchDecimal(r.days), r.overtime ? hoursMinutes(r.overtime) : '—']);
  if (rows.length === 0) row(['Aucune activité', '', '']);
}

/** The totals, two by line: the grid and the signatures then fit on one page. */
function drawTotals(doc: Pdf, totals: readonly [string, string][]) {
  const left = doc.page.margins.left;
  const column = (doc.page.width - left - doc.page.margins.right) / 2;
  for (let i = 0; i < totals.length; i += 2) {
    const y = doc.y;
    totals.slice(i, i + 2).forEach(([label, value], j) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(label, left + j * column, y, { width: 150 });
      doc.font('Helvetica').text(value, left + j * column + 150, y, { width: column - 160 });
    });
    doc.x = left;
    doc.y = y + 14;
  }
}

/** Three blocks side by side: who signs, their name, the date, an empty box to sign in. */
function drawSignatures(doc: Pdf, signers: { title: string; name: string }[]) {
  const height = 100;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left;
  const gap = 12;
  const width = (doc.page.width - left - doc.page.margins.right - gap * (signers.length - 1)) / signers.length;
  const top = doc.y;
  signers.forEach((signer, i) => {
    const x = left + i * (width + gap);
    doc.font('Helvetica-Bold').fontSize(10).text(signer.title, x, top, { width });
    doc.font('Helvetica').fontSize(9);
    doc.text(`Nom : ${signer.name}`, x, top + 18, { width });
    doc.text('Date :', x, top + 32, { width });
    doc.text('Signature :', x, top + 46, { width });
    doc
      .rect(x, top + 58, width, 40)
      .lineWidth(0.5)
      .stroke('#868e96');
  });
  doc.x = left;
  doc.y = top + height;
}

/**
 * The report as a PDF stream, in French (spec/1 §2 "PDF download", issue 25): the month, the company, the owner, the
 * status, the day-by-day grid, the projects with their days and overtime, the totals, the remark, and signature blocks
 * for the employee, the manager and the customer. With `customer`, the copy sent to that customer to sign and invoice:
 * only its projects, leaves named "Absence", the totals of its projects alone.
 */
export function activityReportPdf(
  report: ActivityReportDetailOut,
  company: { name: string; footer: string | null },
  customer?: { id: number; name: string },
): Promise<Readable> {
  const owner = name(report.owner_object);
  const month = reportPeriodName({ first: report.first_day, last: report.last_day }, report.period, 'fr');
  const activities = activitiesOfCustomer(report.activities, customer?.id);
  const grid = reportGrid(report, activities, (leave) =>
    customer ? 'Absence' : `${leave.type_name ?? 'Absence'}${leave.status === 'submitted' ? ' (non validé)' : ''}`,
  );
  const projects = byProject(activities);
  const overtime = projects.reduce((sum, p) => sum + p.overtime, 0);
  return pdfStream(`Rapport d'activité — ${owner} — ${month}`, async (doc) => {
    footerOnEveryPage(doc, company.footer);
    const line = (label: string, value: string) => labelAndValue(doc.fontSize(10), label, value, 170);
    doc.fontSize(18).font('Helvetica-Bold').text(`Rapport d'activité — ${month}`);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555').text(company.name);
    doc.moveDown(0.6).fillColor('#000');
    const number = report.owner_object.employee_number;
    line('Collaborateur', `${owner}${number ? ` (matricule ${number})` : ''}`);
    if (customer) line('Client', customer.name);
    line('Statut', STATUS[report.status]);
    if (report.validation_date) line('Envoyé le', toFrenchDate(report.validation_date.slice(0, 10)));

    heading(doc, 'Jour par jour');
    await drawGrid(doc, grid);

    heading(doc, customer ? `Projets de ${customer.name}` : 'Projets');
    drawProjects(doc, projects);
    doc.moveDown(0.5);
    const overtimeTotal: [string, string] = ['Heures supplémentaires', overtime ? hoursMinutes(overtime) : '—'];
    drawTotals(
      doc,
      customer
        ? [['Jours travaillés', frenchDecimal(projects.reduce((sum, p) => sum + p.days, 0))], overtimeTotal]
        : [
            ['Jours ouvrés du mois', frenchDecimal(report.expected_days)],
            ['Jours travaillés', frenchDecimal(report.total.workingDays)],
            ['Jours de congé', frenchDecimal(report.total.leaveDays)],
            ['Jours non remplis', frenchDecimal(report.total.emptyDays)],
            ...(report.total.notValidatedLeaveDays
              ? [['Congés non validés', frenchDecimal(report.total.notValidatedLeaveDays)] as [string, string]]
              : []),
            overtimeTotal,
          ],
    );
    if (report.remark && !customer) {
      doc.moveDown(0.5);
      line('Remarque', report.remark);
    }

    doc.moveDown(1);
    drawSignatures(doc, [
      { title: 'Le collaborateur', name: owner },
      { title: 'Le responsable', name: '' },
      { title: customer ? `Le client (${customer.name})` : 'Le client', name: '' },
    ]);
  });
}
