import type { ActivityReportStatus } from '@staff/shared';
import { commitRow, writeWorkbook } from '../../exports';
import type { SynthesisExportInput } from './synthesis-export.input';

/**
 * The synthesis of a month as a spreadsheet (docs/exports-payroll.md): one sheet, one row per employee, the screen's
 * columns (report status, HC, W, IC, each type of leave in days, each type of overtime in hours, empty days), numbers
 * as numbers with 2 decimals so that the sheet computes.
 */

export const FRENCH_REPORT_STATUS: Record<ActivityReportStatus, string> = {
  draft: 'Brouillon',
  submitted: 'Envoyé',
  accepted: 'Validé',
  refused: 'Refusé',
  suspended: 'Suspendu',
};
/** No report for the month. */
export const NO_REPORT = 'Absent';

const DAYS_FORMAT = '0.00';

/**
 * The streaming writer (exports/xlsx.ts): each row is written out as it is added, the event loop let go between
 * slices of rows (20,000 employees blocked the server 2 s in one go), every cell a plain text or number.
 */
export function payrollXlsx(input: SynthesisExportInput): Promise<Uint8Array> {
  return writeWorkbook(input.companyName, async (workbook, slice) => {
    const [year, month] = input.forMonth.split('-');
    const sheet = workbook.addWorksheet(`Synthèse ${month}-${year}`, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: 'Matricule', key: 'employee_number', width: 12 },
      { header: 'Nom', key: 'last_name', width: 18 },
      { header: 'Prénom', key: 'first_name', width: 16 },
      { header: 'CRA', key: 'status', width: 11 },
      { header: 'HC (jours facturés)', key: 'charged', width: 12, style: { numFmt: DAYS_FORMAT } },
      { header: 'W (jours travaillés)', key: 'worked', width: 12, style: { numFmt: DAYS_FORMAT } },
      { header: 'IC (jours non facturés)', key: 'not_charged', width: 12, style: { numFmt: DAYS_FORMAT } },
      ...input.columns.map((c) => ({
        header: c.kind === 'leave' ? `${c.label} (jours)` : `${c.label} (heures)`,
        key: c.code,
        width: 14,
        style: { numFmt: DAYS_FORMAT },
      })),
      { header: 'Jours vides', key: 'empty_days', width: 11, style: { numFmt: DAYS_FORMAT } },
    ];
    sheet.getRow(1).font = { bold: true };
    for (const line of input.lines) {
      const { figures } = line;
      const extra: Record<string, number> = {};
      for (const c of input.columns) {
        const byType = c.kind === 'leave' ? figures.leave_days_by_type : figures.overtime_hours_by_type;
        extra[c.code] = byType.get(c.type_id) ?? 0;
      }
      commitRow(sheet, {
        employee_number: line.employee_number ?? '',
        last_name: line.last_name,
        first_name: line.first_name,
        status: line.report_status ? FRENCH_REPORT_STATUS[line.report_status] : NO_REPORT,
        charged: figures.charged,
        worked: figures.worked,
        not_charged: figures.not_charged,
        ...extra,
        empty_days: figures.empty_days,
      });
      await slice();
    }
    sheet.commit();
  });
}
