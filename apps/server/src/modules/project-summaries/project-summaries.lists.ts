import type {
  CustomerSummaryQuery,
  CustomerSummaryRow,
  ListOf,
  SalarySummaryQuery,
  SalarySummaryRow,
  SummaryActivitiesQuery,
  SummaryActivityRow,
  SummaryPeriod,
} from '@staff/shared';
import { slotsToDays } from '@staff/shared';
import type { Db } from '../../db/client';
import { summaryActivities } from './project-summaries.details.queries';
import { customersSummary, salariesSummary } from './project-summaries.queries';
import type { SummaryScope } from './project-summaries.scope';
import { figuresOf } from './project-summaries.service';

/** The customer and salary summaries and the activities of a figure, as pages of the wire's rows. */

type Page = { limit: number | null; offset: number; ordering: string };

export async function customerSummaryPage(
  db: Db,
  scope: SummaryScope,
  q: SummaryPeriod & Page & Pick<CustomerSummaryQuery, 'customer_name'>,
): Promise<ListOf<CustomerSummaryRow>> {
  const rows = await customersSummary(db, scope, q);
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ...figuresOf(r.finest, r.billable),
      nbrprojet: r.projects,
      nbrmembers: r.members,
    })),
  };
}

export async function salarySummaryPage(
  db: Db,
  scope: SummaryScope,
  q: SummaryPeriod & Page & Pick<SalarySummaryQuery, 'name'>,
): Promise<ListOf<SalarySummaryRow>> {
  const rows = await salariesSummary(db, scope, q);
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      employee_number: r.employee_number,
      name: `${r.last_name} ${r.first_name}`.trim(),
      ...figuresOf(r.finest, r.billable),
      nbrproject: r.projects,
    })),
  };
}

export async function summaryActivityPage(
  db: Db,
  scope: SummaryScope,
  q: SummaryPeriod & SummaryActivitiesQuery,
): Promise<ListOf<SummaryActivityRow>> {
  const rows = await summaryActivities(db, scope, q);
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((r) => ({
      id: r.id,
      owner: { id: r.owner_id, first_name: r.first_name, last_name: r.last_name },
      project: { id: r.project_id, name: r.project_name, chargeable: r.chargeable },
      begin_date: r.begin_date,
      begin_slice: r.begin_slice,
      end_date: r.end_date,
      end_slice: r.end_slice,
      slices_per_day: r.slices_per_day,
      days: slotsToDays(r.nb_slices, r.slices_per_day),
      report: { id: r.report_id, status: r.report_status },
      description: r.description,
    })),
  };
}
