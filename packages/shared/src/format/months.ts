/** Month names in a language, from a month written `YYYY-MM` or its first day `YYYY-MM-DD`. */

const firstDay = (month: string) => {
  const [year, mm] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 2000, (mm ?? 1) - 1, 1));
};

/** "novembre 2026" / "November 2026". */
export function monthYearName(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(firstDay(month));
}

/** "novembre" / "November". */
export function monthName(month: string, language: string): string {
  const mm = Number(month.split('-')[1]);
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, mm - 1, 1)),
  );
}

/** "11/2026": a month as the accounting journal writes its period. */
export const monthNumberYear = (month: string): string => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
