/** The days the database-loss drill writes its leaves on, from `from` (a UTC time; 1 January 2028 by default). */
export function leaveDays(from?: number): Generator<string, void, undefined>;
