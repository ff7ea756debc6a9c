import { type ExportModule, ExportPluginListQuery, ExportPluginOut, hasPermission } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { type CompanyAuth, requireCompany } from '../../platform/access';
import { listOf } from '../../platform/pagination';
import { readCompanyPreferences } from '../company-settings';
import { presentPlugin } from './registry';

/**
 * Who may list and run each module's exports (spec/3 §6): expense claims with reports.expense-claim while the company
 * uses expense claims; payroll and overtime (the monthly synthesis) with reports.user-monthly-summary while it uses
 * activity reports.
 */
export function exportsModuleAllowed(auth: CompanyAuth, module: ExportModule): boolean {
  if (module === 'expense')
    return hasPermission(auth.permissions, 'reports.expense-claim') && auth.company.use_expenses_claims;
  return hasPermission(auth.permissions, 'reports.user-monthly-summary') && auth.company.use_activities;
}

export async function exportPluginRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/export-plugin/',
    {
      config: { permission: 'reports.expense-claim|reports.user-monthly-summary' },
      schema: {
        tags: ['exports'],
        summary: 'The export plugins enabled for the company (spec/3 §7 "export-plugin/?module=…")',
        description:
          'Filters: module (expense, payroll, overtime), period (monthly); limit (25), offset. Only the modules the viewer may export: ' +
          'expense with reports.expense-claim while the company uses expense claims, payroll and overtime with ' +
          'reports.user-monthly-summary while it uses activity reports. The preference `expense.export_plugins` ' +
          'says which expense plugins are enabled (all by default); payroll and overtime plugins are all enabled.',
        querystring: ExportPluginListQuery,
        response: { 200: listOf(ExportPluginOut) },
      },
    },
    async (request) => {
      const auth = requireCompany(request);
      const plugins = deps.exports
        .enabledPlugins(await readCompanyPreferences(db, auth.companyId), request.query.module)
        .filter((p) => exportsModuleAllowed(auth, p.module))
        .filter((p) => !request.query.period || p.period === request.query.period)
        .map(presentPlugin);
      const { limit, offset } = request.query;
      return { count: plugins.length, results: plugins.slice(offset, offset + limit) };
    },
  );
}
