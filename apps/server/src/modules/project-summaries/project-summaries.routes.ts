import {
  CustomerSummaryQuery,
  CustomerSummaryRow,
  IdParams,
  ProjectSummaryRow,
  ProjectsSummaryQuery,
  ProjectViewOut,
  ProjectViewQuery,
  SalarySummaryQuery,
  SalarySummaryRow,
  SummaryActivitiesQuery,
  SummaryActivityRow,
  SummaryDatatableOut,
  SummaryDatatableQuery,
  SummaryExportQuery,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { listOf } from '../../platform/pagination';
import { projects } from '../projects/projects.tables';
import { exportSummary } from './project-summaries.export.service';
import { customerSummaryPage, salarySummaryPage, summaryActivityPage } from './project-summaries.lists';
import { summaryScopeOf } from './project-summaries.scope';
import { projectSummaryPage, projectView, projectViewPeriod, summaryDatatable } from './project-summaries.service';

/**
 * The project summaries (spec/2 §2.5, §7.3; issue 27; docs/api-project-summaries.md): the validators' permission
 * (accounting, manager, hr, administrator), off with the company's activity module. No SQL here.
 */
export const SUMMARY_ROUTE = { permission: 'activities.validate', feature: 'use_activities' } as const;

const TAGS = ['project-summaries'];
const PERIOD_HELP =
  '`from` and `to` (YYYY-MM-DD, both included, at most 366 days); `include_submitted=true` counts the sent reports ' +
  'too (default: validated reports only). Days are man-days to 2 decimals; worktime is billable (chargeable ' +
  'projects), noneworktime the rest.';

export async function projectSummaryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const scopeOf = (request: FastifyRequest) => summaryScopeOf(db, requireCompany(request));
  /** The day budgets are seen from: today, or the period's end when it is past. */
  const asOf = (to: string) => {
    const today = todayInParis();
    return to < today ? to : today;
  };

  r.get(
    '/projects-summary/',
    {
      config: SUMMARY_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'One row per project with days in the period, with its budget',
        description: `${PERIOD_HELP} Filters: project_name, customer_id. Ordering: name (default), worktime, - for descending.`,
        querystring: ProjectsSummaryQuery,
        response: { 200: listOf(ProjectSummaryRow) },
      },
    },
    async (request) => projectSummaryPage(db, await scopeOf(request), request.query, asOf(request.query.to)),
  );

  r.get(
    '/project-summary-customer/',
    {
      config: SUMMARY_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'One row per customer with days in the period (id null: the projects without customer)',
        description: `${PERIOD_HELP} Filter: customer_name. Ordering: name (default), worktime.`,
        querystring: CustomerSummaryQuery,
        response: { 200: listOf(CustomerSummaryRow) },
      },
    },
    async (request) => customerSummaryPage(db, await scopeOf(request), request.query),
  );

  r.get(
    '/project-summary-salary/',
    {
      config: SUMMARY_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'One row per employee with days in the period',
        description: `${PERIOD_HELP} Filter: name (first or last name). Ordering: name (last then first), worktime.`,
        querystring: SalarySummaryQuery,
        response: { 200: listOf(SalarySummaryRow) },
      },
    },
    async (request) => salarySummaryPage(db, await scopeOf(request), request.query),
  );

  r.get(
    '/project-summary-datatable/',
    {
      config: SUMMARY_ROUTE,
      schema: {
        tags: TAGS,
        summary:
          'The details behind a row: by employee, project or customer, as a table (chart=0) or by month (chart=1)',
        description: `${PERIOD_HELP} Filters: customer (0: no customer), project, owner. group_by: employee, project (default), customer.`,
        querystring: SummaryDatatableQuery,
        response: { 200: SummaryDatatableOut },
      },
    },
    async (request) => summaryDatatable(db, await scopeOf(request), request.query),
  );

  r.get(
    '/project-summary-activities/',
    {
      config: SUMMARY_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'The activities a figure is made of: who, which days, which report',
        description: `${PERIOD_HELP} Filters: project, customer (0: no customer), owner. By day, then person.`,
        querystring: SummaryActivitiesQuery,
        response: { 200: listOf(SummaryActivityRow) },
      },
    },
    async (request) => summaryActivityPage(db, await scopeOf(request), request.query),
  );

  r.get(
    '/project-view/:id/',
    {
      config: { ...SUMMARY_ROUTE, record: projects },
      schema: {
        tags: TAGS,
        summary: "A project's view: its row and budget, its months for the bar chart, its people",
        description:
          "The period defaults to the 12 months ending this month (one end given: the year from or to it). A project outside the viewer's services " +
          '(a manager) is not found.',
        params: IdParams,
        querystring: ProjectViewQuery,
        response: { 200: ProjectViewOut },
      },
    },
    async (request) => {
      const q = request.query;
      const period = { ...projectViewPeriod(q, todayInParis()), include_submitted: q.include_submitted };
      return projectView(db, await scopeOf(request), request.params.id, period, asOf(period.to));
    },
  );

  r.get(
    '/export/projects-summary/',
    {
      config: SUMMARY_ROUTE,
      schema: {
        tags: TAGS,
        summary: 'The customer or salary summary of a period as an XLSX, named by Content-Disposition',
        description: `kind: customer or salary. ${PERIOD_HELP} 404 projectSummary.noProject when no project has days in the period, 404 projectSummary.noData when the kind has no row.`,
        querystring: SummaryExportQuery,
      },
    },
    async (request, reply) => {
      const auth = requireCompany(request);
      return exportSummary(reply, db, await summaryScopeOf(db, auth), auth.company.name, request.query);
    },
  );
}
