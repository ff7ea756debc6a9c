/**
 * The project summaries' messages (spec/2 §8 "Project data"), word for word where the spec gives them: the server
 * answers them by code under `projectSummary.`, the web translates them from `errors.codes.projectSummary`.
 */
export const PROJECT_SUMMARY_MESSAGES = {
  /** The export's period holds no project with activity. */
  noProject: "Can't find project for this range",
  /** The chosen rows hold no day in the period (details, chart, export of one kind). */
  noData: "Can't find data for this range",
  /** The export's file could not be built. */
  exportFailed: "Can't export data due to a server error",
  /** `to` before `from`. */
  rangeInvalid: 'The end of the period must be on or after its beginning.',
  /** A period longer than PROJECT_SUMMARY_MAX_DAYS. */
  rangeTooLong: 'The period cannot be longer than 366 days.',
  /** A budget that is not a positive number of man-days with at most 2 decimals. */
  budgetInvalid: 'A budget is a number of man-days above 0 and at most 100000, with at most 2 decimals.',
} as const;
