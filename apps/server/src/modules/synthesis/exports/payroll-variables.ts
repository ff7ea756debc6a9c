import { frenchNumber, monthBounds, toFrenchDate } from '@staff/shared';
import { type CsvCell, decimalCell, frenchCsv } from '../../exports';
import type { SynthesisExportInput } from './synthesis-export.input';

/**
 * The payroll variables of a month (docs/exports-payroll.md), as French payroll software imports them: one line per
 * employee and variable, `Matricule;Code variable;Valeur;Date début;Date fin`, over the month's first and last days.
 * Variables: JT the worked days (W); each type of leave's days under its pay_export code (types without one are
 * left out: payroll has no code for them); each type of overtime's hours under `<short name>_<rate>`. A variable
 * worth 0 is not written. Values are the synthesis screen's.
 */
export const PAYROLL_VARIABLES_HEADER = ['Matricule', 'Code variable', 'Valeur', 'Date début', 'Date fin'] as const;

/** The worked days' variable code (jours travaillés). */
export const WORKED_DAYS_CODE = 'JT';

/** An overtime type's variable code: its short name and its rate, `H25_25`, `AST_0`, `HN_12,5`. */
export const overtimeVariableCode = (shortName: string, rate: number) => `${shortName}_${frenchNumber(rate)}`;

export function payrollVariablesCsv(input: SynthesisExportInput): string {
  const { first, last } = monthBounds(`${input.forMonth}-01`);
  const [from, to] = [toFrenchDate(first), toFrenchDate(last)];
  const rows: CsvCell[][] = [];
  for (const line of input.lines) {
    const number = line.employee_number ?? '';
    const add = (code: string, value: number) => {
      if (value > 0) rows.push([number, code, decimalCell(value), from, to]);
    };
    add(WORKED_DAYS_CODE, line.figures.worked);
    for (const column of input.columns) {
      if (column.kind === 'leave' && column.pay_export) {
        add(column.pay_export, line.figures.leave_days_by_type.get(column.type_id) ?? 0);
      } else if (column.kind === 'overtime') {
        add(
          overtimeVariableCode(column.short_name ?? '', column.rate ?? 0),
          line.figures.overtime_hours_by_type.get(column.type_id) ?? 0,
        );
      }
    }
  }
  // Every cell through the one CSV writer (exports/csv.ts): codes are the company's texts, neutralised there.
  return frenchCsv(PAYROLL_VARIABLES_HEADER, rows);
}
