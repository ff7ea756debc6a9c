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
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { listOf } from '../../platform/pagination';
import { projects } from '../projects/projects.tables';
import { exportSummary } from './project-summaries.export.service';
import { customerSummaryPage, salarySummaryPage, summaryActivityPage } from './project-summaries.lists';
import { type SummaryScope, summaryScopeOf } from './project-summaries.scope';
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

/** Each summary's path, OpenAPI summary, and its own filters and orderings. */
const ROUTE_DOCS = {
  projects: [
    '/projects-summary/',
    'One row per project with days in the period, with its budget',
    'Filters: project_name, customer_id. Ordering: name (default), worktime, - for descending.',
  ],
  customers: [
    '/project-summary-customer/',
    'One row per customer with days in the period (id null: the projects without customer)',
    'Filter: customer_name. Ordering: name (default), worktime.',
  ],
  salaries: [
    '/project-summary-salary/',
    'One row per employee with days in the period',
    'Filter: name (first or last name). Ordering: name (last then first), worktime.',
  ],
  datatable: [
    '/project-summary-datatable/',
    'The details behind a row: by employee, project or customer, as a table (chart=0) or by month (chart=1)',
    'Filters: customer (0: no customer), project, owner. group_by: employee, project (default), customer.',
  ],
  activities: [
    '/project-summary-activities/',
    'The activities a figure is made of: who, which days, which report',
    'Filters: project, customer (0: no customer), owner. By day, then person.',
  ],
} as const;

export async function projectSummaryRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const scopeOf = (request: FastifyRequest) => summaryScopeOf(db, requireCompany(request));
  /** The day budgets are seen from: today, or the period's end when it is past. */
  const asOf = (to: string) => {
    const today = todayInParis();
    return to < today ? to : today;
  };

  /**
   * Declares one GET of a summary: its access, tags, the period's help around its own words (ROUTE_DOCS), and an
   * answer from the viewer's scope and the query as its schema parsed it.
   */
  function summaryGet<Q extends z.ZodType, R extends z.ZodType>(
    [path, summary, filters]: readonly [string, string, string],
    querystring: Q,
    response: R,
    answer: (scope: SummaryScope, query: z.output<Q>) => Promise<z.input<R>>,
  ) {
    // The app's Zod compilers validate and serialize with these schemas; the type provider cannot type a generic
    // schema, so the query's type is given here and the answer's is `answer`'s.
    app.get<{ Querystring: z.output<Q> }>(
      path,
      {
        config: SUMMARY_ROUTE,
        schema: {
          tags: TAGS,
          summary,
          description: `${PERIOD_HELP} ${filters}`,
          querystring,
          response: { 200: response },
        },
      },
      async (request) => answer(await scopeOf(request), request.query as z.output<Q>),
    );
  }

  summaryGet(ROUTE_DOCS.projects, ProjectsSummaryQuery, listOf(ProjectSummaryRow), (scope, q) =>
    projectSummaryPage(db, scope, q, asOf(q.to)),
  );
  summaryGet(ROUTE_DOCS.customers, CustomerSummaryQuery, listOf(CustomerSummaryRow), (scope, q) =>
    customerSummaryPage(db, scope, q),
  );
  summaryGet(ROUTE_DOCS.salaries, SalarySummaryQuery, listOf(SalarySummaryRow), (scope, q) =>
    salarySummaryPage(db, scope, q),
  );
  summaryGet(ROUTE_DOCS.datatable, SummaryDatatableQuery, SummaryDatatableOut, (scope, q) =>
    summaryDatatable(db, scope, q),
  );
  summaryGet(ROUTE_DOCS.activities, SummaryActivitiesQuery, listOf(SummaryActivityRow), (scope, q) =>
    summaryActivityPage(db, scope, q),
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
        description: `kind: customer or salary. ${PERIOD_HELP} 404 projectSummary.noProject when the viewer sees no project at all (a manager without services), 404 projectSummary.noData when no counted day is in the period.`,
        querystring: SummaryExportQuery,
      },
    },
    async (request, reply) => {
      const auth = requireCompany(request);
      return exportSummary(reply, db, await summaryScopeOf(db, auth), auth.company.name, request.query);
    },
  );
}
