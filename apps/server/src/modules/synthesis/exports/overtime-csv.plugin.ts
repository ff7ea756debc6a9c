import type { ExportPlugin } from '../../exports';
import { overtimeCsv } from './overtime-csv';
import type { SynthesisExportInput } from './synthesis-export.input';

/** The month's overtime, one line per employee and type of overtime (see overtime-csv.ts). */
export const overtimeCsvPlugin: ExportPlugin<'overtime', SynthesisExportInput> = {
  id: 'overtime-csv',
  name: 'Overtime (CSV)',
  module: 'overtime',
  format: 'csv',
  period: 'monthly',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  fileStem: 'heures-supplementaires',
  run: async (input) => new TextEncoder().encode(overtimeCsv(input)),
};
