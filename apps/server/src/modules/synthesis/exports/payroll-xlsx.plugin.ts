import type { ExportPlugin } from '../../exports/registry';
import { payrollXlsx } from './payroll-xlsx';

/** The month's synthesis as a spreadsheet (see payroll-xlsx.ts). */
export const payrollXlsxPlugin: ExportPlugin<'payroll'> = {
  id: 'payroll-xlsx',
  name: 'Monthly synthesis (XLSX)',
  module: 'payroll',
  format: 'xlsx',
  period: 'monthly',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  run: payrollXlsx,
};
