import type { Readable } from 'node:stream';
import {
  type ExpenseClaimDetailOut,
  frenchAmount,
  frenchDecimal,
  frenchEuros,
  frenchPercent,
  type LineMissionOut,
  monthYearName,
  OVER_LIMIT_UNITS,
  type OverLimitOut,
  toCents,
  toFrenchDate,
} from '@staff/shared';
import {
  footerOnEveryPage,
  heading,
  labelAndValue,
  monthlyDocumentFileName,
  type Pdf,
  pdfStream,
} from '../../platform/pdf';
import { FRENCH_STATUS } from './exports/status-labels';

/** The claim's file name from the company's pdf_name_format: `ACME_NDF_martin-alice_2026-11.pdf`. */
export const expenseClaimFileName = (
  pdfNameFormat: string | undefined,
  owner: { first_name: string; last_name: string },
  month: string,
  extension: 'pdf' | 'zip' = 'pdf',
) => monthlyDocumentFileName(pdfNameFormat, 'NDF', owner, month, extension);

const euros = (amount: number) => frenchEuros(toCents(amount));

type Cell = { text: string; width: number; align?: 'left' | 'right' };

/**
 * A table row at the current height: cells side by side, the row as tall as its tallest cell. When it does not fit,
 * a new page, which starts with the table's header row again (`header`).
 */
function row(doc: Pdf, cells: Cell[], options: { bold?: boolean; shade?: boolean; header?: Cell[] } = {}) {
  const left = doc.page.margins.left;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  const height = Math.max(...cells.map((c) => doc.heightOfString(c.text || ' ', { width: c.width - 6 }))) + 5;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom - 20) {
    doc.addPage();
    if (options.header) row(doc, options.header, { bold: true, shade: true });
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  }
  const y = doc.y;
  if (options.shade) {
    doc
      .rect(
        left,
        y - 2,
        cells.reduce((s, c) => s + c.width, 0),
        height,
      )
      .fill('#eef1f5')
      .fillColor('#000');
  }
  let x = left;
  for (const cell of cells) {
    doc.text(cell.text, x + 3, y, { width: cell.width - 6, align: cell.align ?? 'left' });
    x += cell.width;
  }
  doc.x = left;
  doc.y = y + height;
}

const line = (doc: Pdf, label: string, value: string) => labelAndValue(doc.fontSize(10), label, value, 150);

/** A limit or an amount in its unit, in French: euros, or kilometres. */
const inUnit = (over: OverLimitOut, value: number) =>
  OVER_LIMIT_UNITS[over.code] === 'km' ? `${frenchAmount(Math.round(value * 100))} km` : euros(value);

/** What a line exceeds, as the claim's page says it (expenses.mission.over in the locales), in French. */
function overLimitText(over: OverLimitOut): string {
  const [amount, limit] = [inUnit(over, over.amount), inUnit(over, over.limit)];
  switch (over.code) {
    case 'hotel':
      return `Hôtel de ${amount} au-delà de la limite de la mission : ${limit} par nuit`;
    case 'dinner':
      return `Dîner de ${amount} au-delà de la limite de la mission : ${limit} par repas`;
    case 'breakfast':
      return `Petit-déjeuner de ${amount} au-delà de la limite de la mission : ${limit} par repas`;
    case 'mileage':
      return `Trajet de ${amount} au-delà de la limite de la mission : ${limit}`;
    case 'personal_vehicle':
      return 'L’ordre de mission ne prévoit pas de véhicule personnel';
  }
}

/** Under a line over its mission's limits (issue 24): one row per limit, the mission named and the limit quoted. */
function overLimitRows(doc: Pdf, line: LineMissionOut, header: Cell[]) {
  for (const over of line.over_limits) {
    const text = `Mission « ${line.mission?.object ?? ''} » — ${overLimitText(over)}`;
    row(doc, [{ text, width: 495 }], { bold: true, header });
  }
}

function receiptsTable(doc: Pdf, claim: ExpenseClaimDetailOut) {
  heading(doc, 'Justificatifs');
  const w = [58, 82, 110, 80, 55, 50, 60];
  const cells = (texts: string[]) =>
    texts.map((text, i) => ({ text, width: w[i]!, align: i >= 4 ? ('right' as const) : ('left' as const) }));
  const header = cells(['Date', 'Type', 'Fournisseur', 'Client', 'HT', 'TVA', 'TTC']);
  row(doc, header, { bold: true, shade: true });
  if (claim.invoices.length === 0) row(doc, [{ text: 'Aucun justificatif', width: 495 }]);
  for (const invoice of claim.invoices) {
    const tf = invoice.invoicetax_set.reduce((s, t) => s + toCents(t.TF), 0);
    const vat = invoice.invoicetax_set.reduce((s, t) => s + toCents(t.VAT), 0);
    const seller = invoice.person ? `${invoice.seller} (${invoice.person})` : invoice.seller;
    const rebill = invoice.is_rebillable ? ' — refacturable' : '';
    row(
      doc,
      cells([
        toFrenchDate(invoice.date),
        invoice.type_of_expense_object.label,
        seller,
        `${invoice.customer_name}${rebill}`,
        frenchEuros(tf),
        frenchEuros(vat),
        euros(invoice.total),
      ]),
      { header },
    );
    overLimitRows(doc, invoice, header);
  }
}

function travelsTable(doc: Pdf, claim: ExpenseClaimDetailOut) {
  heading(doc, 'Indemnités kilométriques');
  const w = [58, 167, 90, 55, 60, 65];
  const cells = (texts: string[]) =>
    texts.map((text, i) => ({ text, width: w[i]!, align: i >= 3 ? ('right' as const) : ('left' as const) }));
  const header = cells(['Date', 'Lieu', 'Véhicule', 'Km', 'Taux', 'Total']);
  row(doc, header, { bold: true, shade: true });
  if (claim.travels.length === 0) row(doc, [{ text: 'Aucune indemnité kilométrique', width: 495 }]);
  for (const travel of claim.travels) {
    row(
      doc,
      cells([
        toFrenchDate(travel.date),
        `${travel.place} — ${travel.customer_name}`,
        travel.type_of_vehicle_object.name,
        frenchAmount(Math.round(travel.mileage * 100)),
        `${frenchDecimal(travel.mileage_rate, 3)} €`,
        euros(travel.total),
      ]),
      { header },
    );
    overLimitRows(doc, travel, header);
  }
}

function recapTable(doc: Pdf, claim: ExpenseClaimDetailOut) {
  heading(doc, 'Récapitulatif par taux de TVA');
  const w = [120, 125, 125, 125];
  const cells = (texts: string[]) =>
    texts.map((text, i) => ({ text, width: w[i]!, align: i >= 1 ? ('right' as const) : ('left' as const) }));
  row(doc, cells(['Taux', 'HT', 'TVA', 'TTC']), { bold: true, shade: true });
  for (const r of claim.recap) {
    row(doc, cells([frenchPercent(Math.round(r.tax_value * 100)), euros(r.TF), euros(r.VAT), euros(r.total)]));
  }
}

/**
 * The claim as a PDF stream (spec/1 §7 "pdf/expense-claim/{id}"), in French: who, which month, its status, meals and transport
 * cost, its receipts (HT, TVA, TTC, type), its travel expenses (km, rate, total), each line over its mission order's
 * limits flagged under it, the recap by rate and the totals.
 */
export function expenseClaimPdf(
  claim: ExpenseClaimDetailOut,
  company: { name: string; footer: string | null },
): Promise<Readable> {
  const owner = `${claim.owner_object.first_name} ${claim.owner_object.last_name}`;
  const month = monthYearName(claim.date, 'fr');
  return pdfStream(`Note de frais — ${owner} — ${month}`, (doc) => {
    footerOnEveryPage(doc, company.footer);
    doc.fontSize(18).font('Helvetica-Bold').text(`Note de frais — ${month}`);
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555').text(company.name);
    doc.moveDown().fillColor('#000');
    const number = claim.owner_object.employee_number;
    line(doc, 'Collaborateur', `${owner}${number ? ` (${number})` : ''}`);
    line(doc, 'Statut', FRENCH_STATUS[claim.status]);
    if (claim.submit_date) line(doc, 'Envoyée le', toFrenchDate(claim.submit_date.slice(0, 10)));
    line(doc, 'Repas', String(claim.number_meals));
    line(doc, 'Transport (abonnement)', euros(claim.transport_cost));
    if (claim.comment) line(doc, 'Commentaire', claim.comment);

    receiptsTable(doc, claim);
    travelsTable(doc, claim);
    if (claim.recap.length > 0) recapTable(doc, claim);

    heading(doc, 'Totaux');
    line(doc, 'Justificatifs', euros(claim.receipts_total));
    line(doc, 'Indemnités kilométriques', euros(claim.travels_total));
    line(doc, 'Transport', euros(claim.transport_cost));
    line(doc, 'Total', euros(claim.total));
  });
}
