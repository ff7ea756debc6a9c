import type { SummaryExportQuery } from '@staff/shared';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { appError } from '../../platform/errors';
import { sendExportFile } from '../exports';
import { projects } from '../projects/projects.tables';
import { summaryExportFileName, summaryXlsx } from './project-summaries.export';
import { customerSummaryPage, salarySummaryPage } from './project-summaries.lists';
import { projectsInScope, type SummaryScope } from './project-summaries.scope';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Whether the viewer sees any project at all: no data in the period, or no project to have data. */
async function seesAnyProject(db: Db, scope: SummaryScope): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(inCompany(projects, scope.companyId, [projectsInScope(scope)]))
    .limit(1);
  return row !== undefined;
}

/**
 * The whole customer or salary summary of the period, as the screen sorts it (by name), in one XLSX. The spec's three
 * messages: no project to summarize (404 noProject), no day in the period (404 noData), the file failed (500).
 */
export async function exportSummary(
  reply: FastifyReply,
  db: Db,
  scope: SummaryScope,
  companyName: string,
  q: SummaryExportQuery,
) {
  const page = { limit: null, offset: 0, ordering: 'name' };
  const period = { from: q.from, to: q.to, include_submitted: q.include_submitted };
  const summary =
    q.kind === 'customer'
      ? { kind: q.kind, period, rows: (await customerSummaryPage(db, scope, { ...period, ...page })).results }
      : { kind: q.kind, period, rows: (await salarySummaryPage(db, scope, { ...period, ...page })).results };
  if (summary.rows.length === 0) {
    throw appError(404, (await seesAnyProject(db, scope)) ? 'projectSummary.noData' : 'projectSummary.noProject');
  }
  let bytes: Uint8Array;
  try {
    bytes = await summaryXlsx(companyName, summary);
  } catch (error) {
    reply.log.error({ err: error }, 'project summary export failed');
    throw appError(500, 'projectSummary.exportFailed');
  }
  return sendExportFile(reply, { contentType: XLSX, fileName: summaryExportFileName(summary), bytes });
}
