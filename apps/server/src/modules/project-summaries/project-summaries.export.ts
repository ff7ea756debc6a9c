import type { CustomerSummaryRow, SalarySummaryRow, SummaryPeriod } from '@staff/shared';
import { toFrenchDate } from '@staff/shared';
import { commitRow, writeWorkbook } from '../exports';

/**
 * GET export/projects-summary/ (spec/2 §2.5 "Export", issue 27): the customer or the salary summary of a period as a
 * spreadsheet in French (headers, dd/MM/yyyy dates, days as numbers with 2 decimals so that the sheet computes),
 * written by the streaming writer, the event loop let go between slices of rows (exports/xlsx.ts).
 */

const DAYS_FORMAT = '0.00';
const dayColumns = [
  { header: 'Jours facturables', key: 'worktime', width: 14, style: { numFmt: DAYS_FORMAT } },
  { header: 'Jours non facturables', key: 'noneworktime', width: 14, style: { numFmt: DAYS_FORMAT } },
  { header: 'Total (jours)', key: 'total', width: 12, style: { numFmt: DAYS_FORMAT } },
];

/** What the rows of projects without customer are called in the file. */
export const NO_CUSTOMER = 'Projets internes';

export type SummaryExport =
  | { kind: 'customer'; period: SummaryPeriod; rows: CustomerSummaryRow[] }
  | { kind: 'salary'; period: SummaryPeriod; rows: SalarySummaryRow[] };

/** `synthese-projets-clients_2026-01-01_2026-03-31.xlsx`, `synthese-projets-salaries_…`. */
export const summaryExportFileName = (e: Pick<SummaryExport, 'kind' | 'period'>) =>
  `synthese-projets-${e.kind === 'customer' ? 'clients' : 'salaries'}_${e.period.from}_${e.period.to}.xlsx`;

export function summaryXlsx(companyName: string, e: SummaryExport): Promise<Uint8Array> {
  return writeWorkbook(companyName, async (workbook, slice) => {
    const title = e.kind === 'customer' ? 'Clients' : 'Salariés';
    const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 2 }] });
    const period = `Du ${toFrenchDate(e.period.from)} au ${toFrenchDate(e.period.to)}${
      e.period.include_submitted ? ' (CRA validés et envoyés)' : ' (CRA validés)'
    }`;
    const columns =
      e.kind === 'customer'
        ? [
            { header: 'Client', key: 'name', width: 30 },
            ...dayColumns,
            { header: 'Projets', key: 'projects', width: 10 },
            { header: 'Membres', key: 'members', width: 10 },
          ]
        : [
            { header: 'Matricule', key: 'employee_number', width: 12 },
            { header: 'Nom', key: 'last_name', width: 18 },
            { header: 'Prénom', key: 'first_name', width: 16 },
            ...dayColumns,
            { header: 'Projets', key: 'projects', width: 10 },
          ];
    // Keys and widths only: the period goes above the headers, so that the sheet says what it covers once printed.
    sheet.columns = columns.map(({ header: _, ...column }) => column);
    commitRow(sheet, { [columns[0]!.key]: period });
    const headers = sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.header])));
    headers.font = { bold: true };
    headers.commit();
    for (const row of e.rows) {
      const days = { worktime: row.worktime, noneworktime: row.noneworktime, total: row.total };
      if ('nbrprojet' in row) {
        commitRow(sheet, { name: row.name ?? NO_CUSTOMER, ...days, projects: row.nbrprojet, members: row.nbrmembers });
      } else {
        commitRow(sheet, {
          employee_number: row.employee_number ?? '',
          last_name: row.last_name,
          first_name: row.first_name,
          ...days,
          projects: row.nbrproject,
        });
      }
      await slice();
    }
    sheet.commit();
  });
}
