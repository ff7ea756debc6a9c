/** Month names and the months of a year home (activity reports, expense claims), in the user's language. */

/** "décembre 2026" / "December 2026" for the first day of a month (YYYY-MM-DD or YYYY-MM). */
export function monthYearName(month: string, language: string): string {
  const [year, mm] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (mm ?? 1) - 1, 1)),
  );
}

/** "décembre" / "December". */
export function monthName(month: string, language: string): string {
  const mm = Number(month.split('-')[1]);
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, mm - 1, 1)),
  );
}

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
