import { addDays, dayOfWeek, isBusinessDay, isPublicHoliday } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';
import { typesOfLeave } from '../reference/reference.tables';
import { users } from '../users/users.tables';

/**
 * The Monday of the `n`-th coming week without a public holiday (n = 0 is the first), so that a leave from Monday
 * to Friday of it counts the same days whatever day the tests run, and distinct `n` never share a week.
 */
export function futureMonday(n: number): string {
  const today = todayInParis();
  let monday = addDays(today, (8 - dayOfWeek(today)) % 7 || 7);
  for (let found = -1; ; monday = addDays(monday, 7)) {
    if ([0, 1, 2, 3, 4].some((d) => isPublicHoliday(addDays(monday, d)))) continue;
    if (++found === n) return monday;
  }
}

export async function userId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** Acme's type of leave by name. */
export async function typeId(ctx: TestContext, name: string): Promise<number> {
  const [row] = await ctx.db
    .select({ id: typesOfLeave.id })
    .from(typesOfLeave)
    .where(eq(typesOfLeave.name, name))
    .orderBy(typesOfLeave.id)
    .limit(1);
  return row!.id;
}

export const span = (begin: string, end: string, extra: Record<string, unknown> = {}) => ({
  begin_date: begin,
  begin_period: 'AM',
  end_date: end,
  end_period: 'PM',
  ...extra,
});

/** The first business day after today. */
export function nextBusinessDay(): string {
  let day = addDays(todayInParis(), 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** A Monday-to-Tuesday leave of the `weeks`-th coming week, sent by `requester`: the server's answer (201, or throws). */
export async function submitTwoDays<T>(requester: TestClient, weeks: number, type: number): Promise<T> {
  const monday = futureMonday(weeks);
  const body = { ...span(monday, addDays(monday, 1)), type_of_leave: type, status: 'submitted' };
  const created = await requester.post<T>('/api/leave/', body);
  if (created.status !== 201) throw new Error(`leave not created: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}
