import type { ExportPlugin } from '../../exports';
import { payrollXlsx } from './payroll-xlsx';
import type { SynthesisExportInput } from './synthesis-export.input';

/** The month's synthesis as a spreadsheet (see payroll-xlsx.ts). */
export const payrollXlsxPlugin: ExportPlugin<'payroll', SynthesisExportInput> = {
  id: 'payroll-xlsx',
  name: 'Monthly synthesis (XLSX)',
  module: 'payroll',
  format: 'xlsx',
  period: 'monthly',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  fileStem: 'synthese-mensuelle',
  run: payrollXlsx,
};
