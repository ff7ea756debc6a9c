import { frenchNumber } from '@staff/shared';
import { type CsvCell, csvNumber, decimalCell, frenchCsv } from '../../exports';
import type { SynthesisExportInput } from './synthesis-export.input';

/**
 * The overtime of a month (docs/exports-payroll.md): one line per employee and type of overtime they declared,
 * `Matricule;Nom;Prénom;Type;Code;Taux (%);Heures`, hours with a decimal comma (1 h 45 → 1,75). Values are the
 * synthesis screen's overtime columns.
 */
export const OVERTIME_HEADER = ['Matricule', 'Nom', 'Prénom', 'Type', 'Code', 'Taux (%)', 'Heures'] as const;

export function overtimeCsv(input: SynthesisExportInput): string {
  const overtimeColumns = input.columns.filter((c) => c.kind === 'overtime');
  const rows: CsvCell[][] = [];
  for (const line of input.lines) {
    for (const column of overtimeColumns) {
      const hours = line.figures.overtime_hours_by_type.get(column.type_id) ?? 0;
      if (hours <= 0) continue;
      rows.push([
        line.employee_number ?? '',
        line.last_name,
        line.first_name,
        column.label,
        column.short_name ?? '',
        csvNumber(frenchNumber(column.rate ?? 0)),
        decimalCell(hours),
      ]);
    }
  }
  // Every cell through the one CSV writer (exports/csv.ts): names and labels are neutralised, numbers stay numbers.
  return frenchCsv(OVERTIME_HEADER, rows);
}
