import { COMPANY_PREFERENCE_DEFAULTS, type ExportModule, type ExportPluginOut } from '@staff/shared';
import type { CompanyPreferences } from '../companies/companies.tables';
import type { ExpenseExportInput } from '../expenses/exports/expense-export.input';
import { expenseJournalPlugin } from '../expenses/exports/expense-journal.plugin';
import { expenseXlsxPlugin } from '../expenses/exports/expense-xlsx.plugin';
import { overtimeCsvPlugin } from '../synthesis/exports/overtime-csv.plugin';
import { payrollVariablesPlugin } from '../synthesis/exports/payroll-variables.plugin';
import { payrollXlsxPlugin } from '../synthesis/exports/payroll-xlsx.plugin';
import type { SynthesisExportInput } from '../synthesis/exports/synthesis-export.input';

/**
 * The export plugins of every module (expense claims; the monthly synthesis's payroll and overtime), in one neutral
 * place: each module's route reads its data and hands it to the plugin; GET export-plugin/ lists them.
 */

/** What each module's plugins are given to write: the module's route reads it. */
export type ExportInputOf = {
  expense: ExpenseExportInput;
  payroll: SynthesisExportInput;
  overtime: SynthesisExportInput;
};
export type ExportedModule = keyof ExportInputOf;

/**
 * An export plugin (spec/3 §3 "Export plugin: id, name, module, format, period"): a pure writer from the module's data
 * to the bytes of one file. The registry below lists them all; the company's preferences say which are enabled.
 */
export type ExportPlugin<M extends ExportedModule = ExportedModule> = ExportPluginOut & {
  module: M;
  contentType: string;
  /** The file name's extension, without the dot. */
  extension: string;
  run(input: ExportInputOf[M]): Promise<Uint8Array>;
};

type AnyExportPlugin = { [M in ExportedModule]: ExportPlugin<M> }[ExportedModule];

/** Every plugin the product has, in the order the back office offers them. */
export const EXPORT_PLUGINS: readonly AnyExportPlugin[] = [
  expenseXlsxPlugin,
  expenseJournalPlugin,
  payrollXlsxPlugin,
  payrollVariablesPlugin,
  overtimeCsvPlugin,
];

/** The plugin ids a company has enabled for a module: the expense ones are its `expense.export_plugins` preference. */
export function enabledPluginIds(preferences: CompanyPreferences, module: ExportModule): ReadonlySet<string> {
  if (module === 'expense') {
    return new Set(preferences.expense?.export_plugins ?? COMPANY_PREFERENCE_DEFAULTS.expense.export_plugins);
  }
  // Modules without a preference of their own (payroll, overtime) have all their plugins enabled.
  return new Set(EXPORT_PLUGINS.filter((p) => (p.module as ExportModule) === module).map((p) => p.id));
}

/** The plugins enabled for the company, of one module or all, as GET export-plugin/ answers them. */
export function enabledPlugins(preferences: CompanyPreferences, module?: ExportModule): AnyExportPlugin[] {
  return EXPORT_PLUGINS.filter(
    (plugin) => (!module || plugin.module === module) && enabledPluginIds(preferences, plugin.module).has(plugin.id),
  );
}

/** The enabled plugin of a module by id, or undefined (the module's route answers 404). */
export function enabledPlugin<M extends ExportedModule>(
  preferences: CompanyPreferences,
  module: M,
  id: string,
): ExportPlugin<M> | undefined {
  return enabledPlugins(preferences, module).find((p) => p.id === id) as ExportPlugin<M> | undefined;
}

/** The wire shape of a plugin. */
export const presentPlugin = ({ id, name, module, format, period }: AnyExportPlugin): ExportPluginOut => ({
  id,
  name,
  module,
  format,
  period,
});
