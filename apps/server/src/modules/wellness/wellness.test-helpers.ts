import { shiftMonth } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app';
import { todayInParis } from '../../platform/clock';
import { companies, users } from '../../platform/identity/identity.tables';

/** Helpers of the wellness tests. */

export async function userId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

/** Switches Acme's `use_wellness` for the time of `run`. */
export async function withWellnessOff(ctx: TestContext, run: () => Promise<void>) {
  const set = (on: boolean) =>
    ctx.db.update(companies).set({ use_wellness: on }).where(eq(companies.hostname, 'localhost'));
  await set(false);
  try {
    await run();
  } finally {
    await set(true);
  }
}

/** The average_by_period query of the last `months` months, this one included. */
export function lastMonths(months: number, extra = ''): string {
  const end = todayInParis().slice(0, 7);
  return `/api/wellness/average_by_period/?date_month_begin=${shiftMonth(end, 1 - months)}&date_month_end=${end}${extra}`;
}

/** A survey of three questions to answer, as HR writes it. */
export const SURVEY = {
  title: 'Moral de rentrée',
  remark: 'Deux minutes.',
  questions: [
    { question: 'Vos semaines', type_answer: 'title' },
    { question: 'Dormez-vous bien ?', type_answer: 'bool' },
    { question: 'Heures de trajet par jour', type_answer: 'num' },
    { question: 'Un mot ?', type_answer: 'text' },
  ],
} as const;
