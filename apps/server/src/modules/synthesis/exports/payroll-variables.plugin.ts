import type { ExportPlugin } from '../../exports';
import { payrollVariablesCsv } from './payroll-variables';
import type { SynthesisExportInput } from './synthesis-export.input';

/** The month's payroll variables, one line per employee and variable (see payroll-variables.ts). */
export const payrollVariablesPlugin: ExportPlugin<'payroll', SynthesisExportInput> = {
  id: 'payroll-variables',
  name: 'Payroll variables (CSV)',
  module: 'payroll',
  format: 'csv',
  period: 'monthly',
  contentType: 'text/csv; charset=utf-8',
  extension: 'csv',
  fileStem: 'variables-de-paie',
  run: async (input) => new TextEncoder().encode(payrollVariablesCsv(input)),
};
