/** The employee's activity report pages (spec/1 §2, §3) and the back office's (spec/3 §3). */
export const ACTIVITY_HOME_PATH = '/activity';
export const ACTIVITY_MANAGEMENT_PATH = '/back_office/activity_reports_management';

/** The year home, on the year of `month` (YYYY-MM) when given. */
export const activityHomePath = (month?: string) =>
  month ? `${ACTIVITY_HOME_PATH}?fordate=${month}` : ACTIVITY_HOME_PATH;

/** One report's view. */
export const activityReportPath = (id: number) => `${ACTIVITY_HOME_PATH}/${id}`;

/** The day view of `date` (YYYY-MM-DD), built by the day's own page. */
export const activityDayPath = (date: string) => `${ACTIVITY_HOME_PATH}/day?date=${date}`;
