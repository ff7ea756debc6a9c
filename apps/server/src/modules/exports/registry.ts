import { COMPANY_PREFERENCE_DEFAULTS, EXPORT_MODULES, type ExportModule, type ExportPluginOut } from '@staff/shared';
import type { CompanyPreferences } from '../companies/companies.tables';

/**
 * The export plugins of every module (expense claims; the monthly synthesis's payroll and overtime), in one neutral
 * place that imports none of them: each module registers its own when the app is built (its routes plugin), reads
 * its data and hands it to its plugin; GET export-plugin/ lists them. One registry per app (AppDeps.exports), so
 * that tests building several apps neither register a plugin twice nor see another app's.
 */

/**
 * An export plugin (spec/3 §3 "Export plugin: id, name, module, format, period"): a pure writer from the module's data
 * (`Input`, which the module's route reads) to the bytes of one file. The company's preferences say which are enabled.
 */
export type ExportPlugin<M extends ExportModule = ExportModule, Input = never> = ExportPluginOut & {
  module: M;
  contentType: string;
  /** The file name's extension, without the dot. */
  extension: string;
  /** What the file is, in French as its readers name it, before the month: `synthese-mensuelle` (exportFileName). */
  fileStem: string;
  run(input: Input): Promise<Uint8Array>;
};

/** A module's plugins as its route asks for them: the enabled one by id, typed with the module's input. */
export type ModuleExports<M extends ExportModule, Input> = {
  /** The enabled plugin of the module by id, or undefined (the module's route answers 404). */
  enabled(preferences: CompanyPreferences, id: string): ExportPlugin<M, Input> | undefined;
};

export class ExportRegistry {
  #plugins: ExportPlugin[] = [];

  /** Adds a module's plugins (once per app: a plugin id registered twice is a mistake of the app's build). */
  register<M extends ExportModule, Input>(
    module: M,
    plugins: readonly ExportPlugin<M, Input>[],
  ): ModuleExports<M, Input> {
    for (const plugin of plugins) {
      if (plugin.module !== module) throw new Error(`export plugin ${plugin.id} is not of module ${module}`);
      if (this.#plugins.some((p) => p.id === plugin.id)) throw new Error(`export plugin ${plugin.id} registered twice`);
    }
    // In the order the back office offers them: by module (expense, payroll, overtime), then as each module lists them.
    const rank = (p: ExportPlugin) => EXPORT_MODULES.indexOf(p.module);
    this.#plugins = [...this.#plugins, ...plugins].sort((a, b) => rank(a) - rank(b));
    return {
      enabled: (preferences, id) =>
        this.enabledPlugins(preferences, module).find((p) => p.id === id) as ExportPlugin<M, Input> | undefined,
    };
  }

  /** Every plugin registered, in the order the back office offers them. */
  get plugins(): readonly ExportPlugin[] {
    return this.#plugins;
  }

  /** The plugin ids a company has enabled for a module: the expense ones are its `expense.export_plugins` preference. */
  enabledPluginIds(preferences: CompanyPreferences, module: ExportModule): ReadonlySet<string> {
    if (module === 'expense') {
      return new Set(preferences.expense?.export_plugins ?? COMPANY_PREFERENCE_DEFAULTS.expense.export_plugins);
    }
    // Modules without a preference of their own (payroll, overtime) have all their plugins enabled.
    return new Set(this.#plugins.filter((p) => p.module === module).map((p) => p.id));
  }

  /** The plugins enabled for the company, of one module or all, as GET export-plugin/ answers them. */
  enabledPlugins(preferences: CompanyPreferences, module?: ExportModule): ExportPlugin[] {
    return this.#plugins.filter(
      (plugin) =>
        (!module || plugin.module === module) && this.enabledPluginIds(preferences, plugin.module).has(plugin.id),
    );
  }
}

/** The wire shape of a plugin. */
export const presentPlugin = ({ id, name, module, format, period }: ExportPlugin): ExportPluginOut => ({
  id,
  name,
  module,
  format,
  period,
});
