import { describe, expect, it } from 'vitest';
import type { CompanyPreferences } from '../companies/companies.tables';
import { EXPENSE_EXPORT_PLUGINS } from '../expenses';
import { OVERTIME_EXPORT_PLUGINS, PAYROLL_EXPORT_PLUGINS } from '../synthesis';
import { ExportRegistry } from './registry';

/*
 * The export registry imports no plugin: each module registers its own when the app is built (its routes plugin), one
 * registry per app (AppDeps.exports). Registered in any order, the plugins are offered by module, as before.
 */
const ALL_ENABLED = {} as CompanyPreferences;
const ids = (plugins: readonly { id: string }[]) => plugins.map((p) => p.id);

function productRegistry() {
  const registry = new ExportRegistry();
  // The order app.ts mounts the routes plugins in: the synthesis's before the expenses'.
  registry.register('payroll', PAYROLL_EXPORT_PLUGINS);
  registry.register('overtime', OVERTIME_EXPORT_PLUGINS);
  const expense = registry.register('expense', EXPENSE_EXPORT_PLUGINS);
  return { registry, expense };
}

describe('the export registry', () => {
  it('offers the plugins by module (expense, payroll, overtime), whatever the order they were registered in', () => {
    expect(ids(productRegistry().registry.plugins)).toEqual([
      'expense-xlsx',
      'expense-journal',
      'payroll-xlsx',
      'payroll-variables',
      'overtime-csv',
    ]);
  });

  it("gives a module its enabled plugin by id, and none of another module's nor a disabled one", () => {
    const { expense } = productRegistry();
    expect(expense.enabled(ALL_ENABLED, 'expense-journal')?.id).toBe('expense-journal');
    expect(expense.enabled(ALL_ENABLED, 'payroll-xlsx')).toBeUndefined();
    const onlyXlsx = { expense: { export_plugins: ['expense-xlsx'] } } as CompanyPreferences;
    expect(expense.enabled(onlyXlsx, 'expense-journal')).toBeUndefined();
  });

  it('refuses a plugin registered twice, and one given under another module', () => {
    const { registry } = productRegistry();
    expect(() => registry.register('expense', EXPENSE_EXPORT_PLUGINS)).toThrow(
      'export plugin expense-xlsx registered twice',
    );
    expect(() => new ExportRegistry().register('overtime', PAYROLL_EXPORT_PLUGINS as never)).toThrow(
      'export plugin payroll-xlsx is not of module overtime',
    );
  });

  it('keeps each app its own: a second registry starts empty', () => {
    productRegistry();
    expect(new ExportRegistry().plugins).toEqual([]);
  });
});
