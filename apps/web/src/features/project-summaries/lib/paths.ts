import type { Period } from './period';

/** The address's word for "also the sent reports": the links between the summaries keep the choice. */
export const SENT_TOO = 'include_submitted';

/** The routes of spec/2 §2.5. */
export const CUSTOMER_SUMMARY_PATH = '/back_office/project_summary_customer';
export const SALARY_SUMMARY_PATH = '/back_office/project_summary_salary';
export const PROJECT_VIEW_PATH = '/back_office/project-view/project';

/** Which reports count, as the address says it (nothing: validated only). */
const counted = (query: URLSearchParams, includeSubmitted: boolean) => {
  if (includeSubmitted) query.set(SENT_TOO, 'true');
  return query;
};

/** One customer's projects: `/back_office/projects_summary/{customer_name}/?customer_id,dateStart,dateEnd`. */
export function customerProjectsPath(
  customer: { id: number; name: string },
  period: Period,
  includeSubmitted = false,
): string {
  const query = new URLSearchParams({ customer_id: String(customer.id), dateStart: period.from, dateEnd: period.to });
  return `/back_office/projects_summary/${encodeURIComponent(customer.name)}/?${counted(query, includeSubmitted)}`;
}

/** The project view of one project, on a period (its own default, the last 12 months, without one). */
export function projectViewPath(projectId: number, period?: Period, includeSubmitted = false): string {
  const query = new URLSearchParams({ id: String(projectId) });
  if (period) {
    query.set('dateStart', period.from);
    query.set('dateEnd', period.to);
  }
  return `${PROJECT_VIEW_PATH}?${counted(query, includeSubmitted)}`;
}
