import { ExpenseExportQuery, ExportPluginListQuery, ExportPluginOut, ExportPluginParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import { requireCompany } from '../../../platform/access';
import { appError } from '../../../platform/errors';
import { listOf } from '../../../platform/pagination';
import { readCompanyPreferences } from '../../company-settings/company-settings.queries';
import { validatorScope } from '../../leaves/leaves.scope';
import { claimsToExport, EXPORT_CLAIMS_MAX } from './expense-export.queries';
import { enabledPlugin, enabledPlugins, presentPlugin } from './registry';

/** The exports of expense claims: accounting's permission (spec/3 §6 "expense-claim report"), the module's flag. */
const EXPORT_ROUTE = { permission: 'reports.expense-claim', feature: 'use_expenses_claims' } as const;

/** `attachment` with the name twice: plain for old clients, RFC 5987 `filename*` for the others. */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** `notes-de-frais_2026-11_expense-xlsx.xlsx`; every month: `notes-de-frais_tous-les-mois_…`. */
export const exportFileName = (forMonth: string | undefined, pluginId: string, extension: string) =>
  `notes-de-frais_${forMonth || 'tous-les-mois'}_${pluginId}.${extension}`;

export async function expenseExportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/export-plugin/',
    {
      config: EXPORT_ROUTE,
      schema: {
        tags: ['expenses'],
        summary: 'The export plugins enabled for the company (spec/3 §7 "export-plugin/?module=expense")',
        description:
          'Filters: module (expense; payroll and overtime to come), period (monthly); limit, offset. The ' +
          "company's preference `expense.export_plugins` says which expense plugins are enabled (all by default).",
        querystring: ExportPluginListQuery,
        response: { 200: listOf(ExportPluginOut) },
      },
    },
    async (request) => {
      const { companyId } = requireCompany(request);
      const { module, period, limit, offset } = request.query;
      // A handful of plugins from the code's registry: filtered and paged here, not in SQL.
      const plugins = enabledPlugins(await readCompanyPreferences(db, companyId), module)
        .filter((p) => !period || p.period === period)
        .map(presentPlugin);
      return { count: plugins.length, results: plugins.slice(offset, offset + limit) };
    },
  );

  r.get(
    '/exports/expense-claims/:pluginId/',
    {
      config: EXPORT_ROUTE,
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
      const plugin = enabledPlugin(
        await readCompanyPreferences(db, auth.companyId),
        'expense',
        request.params.pluginId,
      );
      if (!plugin) throw appError(404, 'expense.exportUnknown');
      const forMonth = request.query.for_month || undefined;
      const scope = await validatorScope(db, auth, 'expenses_claims.validate');
      const claims = await claimsToExport(db, { companyId: auth.companyId, viewerId: auth.user.id, scope, forMonth });
      if (claims.length > EXPORT_CLAIMS_MAX) throw appError(413, 'expense.exportTooLarge', { max: EXPORT_CLAIMS_MAX });
      const bytes = await plugin.run({ claims });
      return reply
        .header('content-type', plugin.contentType)
        .header('content-disposition', attachmentDisposition(exportFileName(forMonth, plugin.id, plugin.extension)))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('access-control-expose-headers', 'content-disposition')
        .send(Buffer.from(bytes));
    },
  );
}
