import { ExportPluginParams, SynthesisExportQuery } from '@staff/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { appError } from '../../platform/errors';
import { readCompanyPreferences } from '../company-settings';
import { exportFileName, sendExportFile } from '../exports';
import { overtimeCsvPlugin } from './exports/overtime-csv.plugin';
import { payrollVariablesPlugin } from './exports/payroll-variables.plugin';
import { payrollXlsxPlugin } from './exports/payroll-xlsx.plugin';
import { SYNTHESIS_ROUTE, synthesisActorOf } from './synthesis.routes';
import { synthesisColumns, wholeSynthesisOfMonth } from './synthesis.service';

/**
 * The payroll and overtime exports of the monthly synthesis (spec/3 §7): the month's whole synthesis as the viewer
 * sees it (same people, same figures as the screen), written by an enabled plugin of the module.
 */
/** The synthesis's plugins, in the order the back office offers them (registered with the app's export registry). */
export const PAYROLL_EXPORT_PLUGINS = [payrollXlsxPlugin, payrollVariablesPlugin];
export const OVERTIME_EXPORT_PLUGINS = [overtimeCsvPlugin];

export async function synthesisExportRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const exportsOf = {
    payroll: deps.exports.register('payroll', PAYROLL_EXPORT_PLUGINS),
    overtime: deps.exports.register('overtime', OVERTIME_EXPORT_PLUGINS),
  };

  async function runExport(
    module: 'payroll' | 'overtime',
    request: FastifyRequest<{ Params: ExportPluginParams; Querystring: SynthesisExportQuery }>,
    reply: FastifyReply,
  ) {
    const auth = requireCompany(request);
    const plugin = exportsOf[module].enabled(await readCompanyPreferences(db, auth.companyId), request.params.pluginId);
    if (!plugin) throw appError(404, 'synthesis.exportUnknown');
    const forMonth = request.query.for_month;
    const synthesis = await wholeSynthesisOfMonth(db, await synthesisActorOf(deps, request), forMonth);
    const bytes = await plugin.run({
      forMonth,
      lines: synthesis.lines,
      columns: synthesisColumns(synthesis),
      companyName: auth.company.name,
    });
    const fileName = exportFileName(plugin, forMonth);
    return sendExportFile(reply, { contentType: plugin.contentType, fileName, bytes });
  }

  const describe = (what: string) => ({
    tags: ['synthesis'],
    summary: `Export the month's ${what} with an enabled plugin (file named in Content-Disposition)`,
    description:
      "The month's synthesis as the viewer sees it (all its rows, no search). Unknown plugin: 404 " +
      'synthesis.exportUnknown. Formats: docs/exports-payroll.md.',
    params: ExportPluginParams,
    querystring: SynthesisExportQuery,
  });

  r.get(
    '/exports/monthly/:pluginId/',
    { config: SYNTHESIS_ROUTE, schema: describe('payroll file (payroll-xlsx, payroll-variables)') },
    (request, reply) => runExport('payroll', request, reply),
  );

  r.get(
    '/exports/overtime/:pluginId/',
    { config: SYNTHESIS_ROUTE, schema: describe('overtime (overtime-csv)') },
    (request, reply) => runExport('overtime', request, reply),
  );
}
