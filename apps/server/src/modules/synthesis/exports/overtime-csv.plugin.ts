import type { ExportPlugin } from '../../exports/registry';
import { overtimeCsv } from './overtime-csv';

/** The month's overtime, one line per employee and type of overtime (see overtime-csv.ts). */
export const overtimeCsvPlugin: ExportPlugin<'overtime'> = {
  id: 'overtime-csv',
  name: 'Overtime (CSV)',
  module: 'overtime',
  format: 'csv',
  period: 'monthly',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  run: async (input) => new TextEncoder().encode(overtimeCsv(input)),
};
