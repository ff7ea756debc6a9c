import type { Activity } from '../api/types';

/** The customers of a report's projects, once each by name: one PDF each, for their signature and invoicing. */
export function reportCustomers(
  activities: readonly Pick<Activity, 'project_object'>[],
): { id: number; name: string }[] {
  const byId = new Map<number, string>();
  for (const { project_object: p } of activities)
    if (p.customer !== null && p.customer_name) byId.set(p.customer, p.customer_name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}
