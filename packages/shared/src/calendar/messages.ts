/** The messages of the date rules (calendar/schemas.ts), as the error catalogue names them. */
export const DATE_MESSAGES = {
  date: 'Enter a valid date between 01/01/1900 and 31/12/2099.',
  month: 'Enter a valid month between 01/1900 and 12/2099.',
  year: 'Enter a valid year between 1900 and 2099.',
} as const;
