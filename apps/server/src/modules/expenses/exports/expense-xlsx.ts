import { claimTotals, frenchPercent, sumCents } from '@staff/shared';
import type { stream } from 'exceljs';
import { commitRow, type Sheet, writeWorkbook } from '../../exports';
import type { ExportedClaim } from './expense-export.queries';
import { FRENCH_STATUS } from './status-labels';

/** Amounts are numbers (euros) shown with 2 decimals and the euro sign; dates are real dates. */
export const EUROS_FORMAT = '#,##0.00 €';
const DATE_FORMAT = 'dd/mm/yyyy';
const MONTH_FORMAT = 'mm/yyyy';
const KM_FORMAT = '#,##0.00';
const RATE_FORMAT = '0.000 €';

/** A `YYYY-MM-DD` as the spreadsheet's date: midnight UTC, which exceljs writes as that day's serial. */
const asDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const euros = (cents: number) => cents / 100;

type Column = { header: string; key: string; width: number; numFmt?: string };

function addSheet(workbook: stream.xlsx.WorkbookWriter, name: string, columns: Column[]): Sheet {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width, numFmt }) => ({
    header,
    key,
    width,
    style: numFmt ? { numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

const OWNER_COLUMNS: Column[] = [
  { header: 'Matricule', key: 'employee_number', width: 12 },
  { header: 'Nom', key: 'last_name', width: 18 },
  { header: 'Prénom', key: 'first_name', width: 16 },
  { header: 'Mois', key: 'month', width: 10, numFmt: MONTH_FORMAT },
];
const ownerCells = (c: ExportedClaim) => ({
  employee_number: c.employee_number ?? '',
  last_name: c.last_name,
  first_name: c.first_name,
  month: asDate(c.month),
});

/** The rates used by the export's receipts, lowest first: one HT and one TVA column each on the lines sheet. */
function ratesOf(claims: readonly ExportedClaim[]): number[] {
  const rates = new Set<number>();
  for (const c of claims) for (const r of c.receipts) for (const t of r.taxes) rates.add(t.rate_bp);
  return [...rates].sort((a, b) => a - b);
}

/**
 * The workbook (docs/api-expense-exports.md "expense-xlsx"): a sheet of the claims, one row each, and a sheet of their
 * lines, receipts then travel expenses of each claim, in French as the accounting reads them. Written by exceljs's
 * streaming writer, each row committed as it is added: a month of 500 claims takes half the time and memory of the
 * in-memory workbook (bench/README.md "Expense exports").
 */
export function expenseWorkbook(claims: readonly ExportedClaim[]): Promise<Uint8Array> {
  return writeWorkbook('Staff', (workbook, slice) => writeSheets(workbook, claims, slice));
}

async function writeSheets(
  workbook: stream.xlsx.WorkbookWriter,
  claims: readonly ExportedClaim[],
  slice: () => Promise<void>,
): Promise<void> {
  const summary = addSheet(workbook, 'Notes de frais', [
    ...OWNER_COLUMNS,
    { header: 'Statut', key: 'status', width: 11 },
    { header: 'Repas', key: 'meals', width: 8 },
    { header: 'Transport', key: 'transport', width: 12, numFmt: EUROS_FORMAT },
    { header: 'Justificatifs', key: 'receipts', width: 14, numFmt: EUROS_FORMAT },
    { header: 'Indemnités kilométriques', key: 'travels', width: 24, numFmt: EUROS_FORMAT },
    { header: 'Total', key: 'total', width: 14, numFmt: EUROS_FORMAT },
  ]);
  for (const c of claims) {
    const totals = claimTotals({
      receipts: c.receipts.map((r) => ({ total: r.total_cents })),
      travels: c.travels.map((t) => ({ total: t.total_cents })),
      transportCost: c.transport_cost_cents,
    });
    commitRow(summary, {
      ...ownerCells(c),
      status: FRENCH_STATUS[c.status],
      meals: c.number_meals,
      transport: euros(c.transport_cost_cents),
      receipts: euros(totals.receiptsTotal),
      travels: euros(totals.travelsTotal),
      total: euros(totals.total),
    });
    await slice();
  }
  summary.commit();

  const rates = ratesOf(claims);
  const lines = addSheet(workbook, 'Lignes', [
    ...OWNER_COLUMNS,
    { header: 'Nature', key: 'kind', width: 20 },
    { header: 'Date', key: 'date', width: 11, numFmt: DATE_FORMAT },
    { header: 'Type', key: 'type', width: 18 },
    { header: 'Fournisseur / lieu', key: 'seller', width: 24 },
    { header: 'Client', key: 'customer', width: 18 },
    { header: 'Personne', key: 'person', width: 16 },
    ...rates.flatMap((bp) => [
      { header: `HT ${frenchPercent(bp)}`, key: `tf_${bp}`, width: 12, numFmt: EUROS_FORMAT },
      { header: `TVA ${frenchPercent(bp)}`, key: `vat_${bp}`, width: 12, numFmt: EUROS_FORMAT },
    ]),
    { header: 'TTC', key: 'ttc', width: 12, numFmt: EUROS_FORMAT },
    { header: 'Refacturable', key: 'rebillable', width: 12 },
    { header: 'Km', key: 'km', width: 9, numFmt: KM_FORMAT },
    { header: 'Taux (€/km)', key: 'rate', width: 11, numFmt: RATE_FORMAT },
    { header: 'Total', key: 'total', width: 12, numFmt: EUROS_FORMAT },
  ]);
  for (const c of claims) {
    for (const r of c.receipts) {
      const byRate: Record<string, number> = {};
      for (const bp of new Set(r.taxes.map((t) => t.rate_bp))) {
        const ofRate = r.taxes.filter((t) => t.rate_bp === bp);
        byRate[`tf_${bp}`] = euros(sumCents(ofRate.map((t) => t.tf_cents)));
        byRate[`vat_${bp}`] = euros(sumCents(ofRate.map((t) => t.vat_cents)));
      }
      commitRow(lines, {
        ...ownerCells(c),
        kind: 'Justificatif',
        date: asDate(r.date),
        type: r.type_label,
        seller: r.seller,
        customer: r.customer_name,
        person: r.person ?? '',
        ...byRate,
        ttc: euros(r.total_cents),
        rebillable: r.is_rebillable ? 'Oui' : 'Non',
        total: euros(r.total_cents),
      });
      await slice();
    }
    for (const t of c.travels) {
      commitRow(lines, {
        ...ownerCells(c),
        kind: 'Indemnités kilométriques',
        date: asDate(t.date),
        type: t.vehicle_name,
        seller: t.place,
        customer: t.customer_name,
        km: t.mileage_hundredths / 100,
        rate: t.rate_millis / 1000,
        total: euros(t.total_cents),
      });
      await slice();
    }
  }
  lines.commit();
}
