import { ExpenseExportQuery, ExportPluginParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { requireCompany } from '../../../platform/access';
import { appError } from '../../../platform/errors';
import { validatorScope } from '../../../platform/validators';
import { readCompanyPreferences } from '../../company-settings';
import { exportFileName, sendExportFile } from '../../exports';
import { claimsToExport, EXPORT_CLAIMS_MAX } from './expense-export.queries';
import { expenseJournalPlugin } from './expense-journal.plugin';
import { expenseXlsxPlugin } from './expense-xlsx.plugin';

/** The exports of expense claims: accounting's permission (spec/3 §6 "expense-claim report"), the module's flag. */
export const EXPENSE_EXPORT_ROUTE = { permission: 'reports.expense-claim', feature: 'use_expenses_claims' } as const;

/** The expense plugins, in the order the back office offers them (registered with the app's export registry). */
export const EXPENSE_EXPORT_PLUGINS = [expenseXlsxPlugin, expenseJournalPlugin];

export async function expenseExportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const expenseExports = deps.exports.register('expense', EXPENSE_EXPORT_PLUGINS);

  r.get(
    '/exports/expense-claims/:pluginId/',
    {
      config: EXPENSE_EXPORT_ROUTE,
      schema: {
        tags: ['expenses'],
        summary: 'Export the accepted and paid expense claims the viewer validates, with an enabled plugin',
        description:
          'for_month YYYY-MM (empty or absent: every month, at most ' +
          `${EXPORT_CLAIMS_MAX} claims). expense-xlsx: a workbook of the claims and of their lines; expense-journal: ` +
          'an accounting journal CSV (;, decimal comma, UTF-8 BOM, CRLF). Unknown or disabled plugin: 404 ' +
          'expense.exportUnknown. See docs/api-expense-exports.md.',
        params: ExportPluginParams,
        querystring: ExpenseExportQuery,
      },
    },
    async (request, reply) => {
      const auth = requireCompany(request);
      const plugin = expenseExports.enabled(await readCompanyPreferences(db, auth.companyId), request.params.pluginId);
      if (!plugin) throw appError(404, 'expense.exportUnknown');
      const forMonth = request.query.for_month || undefined;
      const scope = await validatorScope(db, auth, 'expenses_claims.validate');
      const claims = await claimsToExport(db, { companyId: auth.companyId, viewerId: auth.user.id, scope, forMonth });
      if (claims.length > EXPORT_CLAIMS_MAX) throw appError(413, 'expense.exportTooLarge', { max: EXPORT_CLAIMS_MAX });
      const bytes = await plugin.run({ claims });
      const fileName = exportFileName(plugin, forMonth);
      return sendExportFile(reply, { contentType: plugin.contentType, fileName, bytes });
    },
  );
}
