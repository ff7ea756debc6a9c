import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { todayInParis } from '../../platform/clock';
import { companies, serviceMembers } from '../../platform/identity/identity.tables';
import { wellnessMarks, wellnessMonthlyFigures, wellnessSettings } from './wellness.tables';

/*
 * Retention (issue 26, docs/decisions/wellness.md "Retention"): individual marks older than the company's period
 * (default 24 months, whole months) are folded into monthly figures, the company's and each service's, by kind of
 * mark (sum, count, people), then deleted. The hourly housekeeping pass (main.ts) runs it, bounded and fair: one month
 * per company per pass, its oldest, and at most MONTHS_PER_PASS in all, the companies with the oldest marks first.
 */

export const MONTHS_PER_PASS = 20;

type DueMonth = { company_id: number; month: string };

/** The oldest expired month of each company that has one (one statement). */
async function dueMonths(db: Db, today: string, limit: number): Promise<DueMonth[]> {
  const result = (await db.execute(sql`
    SELECT m.company_id, to_char(min(m.activity_date), 'YYYY-MM') AS month
    FROM ${wellnessMarks} m
    JOIN ${companies} c ON c.id = m.company_id
    LEFT JOIN ${wellnessSettings} s ON s.company_id = m.company_id
    WHERE m.activity_date < (date_trunc('month', ${today}::date)
      - make_interval(months => coalesce(s.retention_months, 24)))::date
    GROUP BY m.company_id
    ORDER BY min(m.activity_date), m.company_id
    LIMIT ${limit}`)) as unknown as { rows: DueMonth[] };
  return result.rows;
}

/** Folds one company's month into its figures and deletes its marks, in one transaction. */
async function foldMonth(db: Db, { company_id, month }: DueMonth): Promise<number> {
  const first = `${month}-01`;
  const inMonth = sql`m.company_id = ${company_id} AND m.activity_date >= ${first}::date
    AND m.activity_date < (${first}::date + interval '1 month')::date`;
  const f = wellnessMonthlyFigures;
  return db.transaction(async (tx) => {
    // The company's figures (service_id null), by kind; marks 0 are "no mark" and count for nothing.
    await tx.execute(sql`
      INSERT INTO ${f} (company_id, service_id, month, wellness_period, mark_sum, mark_count, people)
      SELECT ${company_id}, NULL, ${month}, m.wellness_period, sum(m.mark), count(*), count(DISTINCT m.owner_id)
      FROM ${wellnessMarks} m WHERE ${inMonth} AND m.mark > 0 GROUP BY m.wellness_period
      ON CONFLICT (company_id, month, wellness_period) WHERE service_id IS NULL DO UPDATE SET
        mark_sum = ${f.mark_sum} + excluded.mark_sum, mark_count = ${f.mark_count} + excluded.mark_count,
        people = ${f.people} + excluded.people`);
    // Each service's, by its members of today.
    await tx.execute(sql`
      INSERT INTO ${f} (company_id, service_id, month, wellness_period, mark_sum, mark_count, people)
      SELECT ${company_id}, sm.service_id, ${month}, m.wellness_period, sum(m.mark), count(*), count(DISTINCT m.owner_id)
      FROM ${wellnessMarks} m
      JOIN ${serviceMembers} sm ON sm.user_id = m.owner_id AND sm.company_id = ${company_id}
      WHERE ${inMonth} AND m.mark > 0 GROUP BY sm.service_id, m.wellness_period
      ON CONFLICT (company_id, month, wellness_period, service_id) WHERE service_id IS NOT NULL DO UPDATE SET
        mark_sum = ${f.mark_sum} + excluded.mark_sum, mark_count = ${f.mark_count} + excluded.mark_count,
        people = ${f.people} + excluded.people`);
    const deleted = (await tx.execute(sql`DELETE FROM ${wellnessMarks} m WHERE ${inMonth}`)) as unknown as {
      affectedRows?: number;
      rowCount?: number;
    };
    return deleted.affectedRows ?? deleted.rowCount ?? 0;
  });
}

/** One housekeeping pass: answers the number of marks folded. */
export async function foldExpiredMarks(db: Db, today = todayInParis(), limit = MONTHS_PER_PASS): Promise<number> {
  let folded = 0;
  for (const due of await dueMonths(db, today, limit)) folded += await foldMonth(db, due);
  return folded;
}
