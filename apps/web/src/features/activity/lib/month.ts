/** Month names and the year home's months: shared with the expense claims' year home, in lib/months.ts. */
export { monthName, monthsOfYear, monthYearName, yearOfFordate } from '../../../lib/months';
