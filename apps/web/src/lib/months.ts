/** The months of a year home (activity reports, expense claims); their names are @staff/shared's monthYearName. */

/**
 * The months of a year, "YYYY-MM". All twelve: the server creates reports up to December of the current year (a
 * planned leave may be placed ahead), and the year selector stops at the current year, so nothing beyond it.
 */
export const monthsOfYear = (year: number): string[] =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** The year of `fordate` (YYYY-MM or YYYY), or null when absent or malformed. */
export function yearOfFordate(fordate: string | null): number | null {
  const match = fordate?.match(/^(\d{4})(-(0[1-9]|1[0-2]))?$/);
  return match ? Number(match[1]) : null;
}
