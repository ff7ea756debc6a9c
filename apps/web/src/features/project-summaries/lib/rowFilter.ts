import type { SummaryGroup } from '@staff/shared';

/**
 * Which activities a summary's row stands for, as the datatable and activities calls filter them: a customer (0: the
 * projects without customer), a project, an employee (`owner`), or several at once (a customer's row, then one of
 * its employees in the details).
 */
export type RowFilter = { customer?: number; project?: number; owner?: number };

/** The row's own dimension: a details modal groups by the others. */
export function dimensionOf(filter: RowFilter): SummaryGroup {
  if (filter.project !== undefined) return 'project';
  if (filter.owner !== undefined) return 'employee';
  return 'customer';
}

/** The groups a row's details and chart offer: every dimension but the row's own, in the spec's order. */
export function groupsFor(filter: RowFilter): SummaryGroup[] {
  const own = dimensionOf(filter);
  // A project has one customer: grouping it by customer says nothing more.
  const others: SummaryGroup[] = (['employee', 'project', 'customer'] as const).filter((group) => group !== own);
  return own === 'project' ? ['employee'] : others;
}

/** The filter of one line of a row's details: the row's, narrowed to that employee, project or customer. */
export function narrowed(filter: RowFilter, group: SummaryGroup, id: number | null): RowFilter {
  if (group === 'employee') return { ...filter, owner: id ?? undefined };
  if (group === 'project') return { ...filter, project: id ?? undefined };
  return { ...filter, customer: id ?? 0 };
}

/**
 * What a row's modal (chart, details, activities) is given: what the row is called (for its title), the row's filter,
 * the summary's period.
 */
export type RowModalProps = {
  name: string;
  filter: RowFilter;
  params: { from: string; to: string; include_submitted: boolean };
  onClose: () => void;
};
