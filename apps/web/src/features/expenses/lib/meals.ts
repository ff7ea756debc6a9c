/**
 * spec/1 §5 "A warning is added if it exceeds the worked days": the worked days of the month's activity report, when
 * there is one, against the meals declared. Null: nothing to warn about (no report, or within its days).
 */
export function mealsAboveWorkedDays(meals: number, workedDays: number | null | undefined): number | null {
  if (workedDays === null || workedDays === undefined) return null;
  return meals > workedDays ? workedDays : null;
}
