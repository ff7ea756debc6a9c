import type { WellnessInput, WellnessSettingsInput } from '@staff/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Db } from '../../db/client';
import { todayInParis } from '../../platform/clock';
import { forbidden } from '../../platform/errors';
import { users } from '../../platform/identity/identity.tables';
import { markReport } from '../activities';
import type { WellnessViewer } from './wellness.policy';
import { wellnessMarks, wellnessReads, wellnessSettings } from './wellness.tables';

/** The writes of wellness marks and settings, one transaction (or one statement) each. */

/**
 * POST wellness/: the caller's own mark (403 `wellness.own_mark_only` for someone else's). Naming a report: that
 * month's mark (the activities module checks the report). Otherwise today's, one per person and period: a second
 * replaces the first, racing ones included (the unique key `wellness_marks_owner_period_day_key`).
 */
export async function giveMark(
  db: Database,
  request: FastifyRequest,
  viewer: WellnessViewer,
  input: z.output<typeof WellnessInput>,
) {
  if (input.owner !== viewer.userId) throw forbidden('wellness.own_mark_only');
  if (input.activity_report) {
    return markReport(db, request, input.activity_report, input.mark, input.wellness_period);
  }
  const [row] = await db
    .insert(wellnessMarks)
    .values({
      company_id: viewer.companyId,
      owner_id: viewer.userId,
      mark: input.mark,
      wellness_period: input.wellness_period,
      activity_date: todayInParis(),
    })
    .onConflictDoUpdate({
      target: [wellnessMarks.owner_id, wellnessMarks.wellness_period, wellnessMarks.activity_date],
      targetWhere: sql`${wellnessMarks.activity_report_id} IS NULL AND ${wellnessMarks.survey_id} IS NULL`,
      set: { mark: input.mark, created: sql`now()` },
    })
    .returning();
  return row!;
}

/**
 * Logs that HR (the viewer) read these people's individual marks now, the viewer's own left out. Only the company's
 * people are logged (an id that names nobody of it would break the reads' key to users): answers how many were.
 */
export async function logReads(db: Db, viewer: WellnessViewer, ownerIds: Iterable<number>): Promise<number> {
  const others = [...new Set(ownerIds)].filter((id) => id !== viewer.userId);
  if (others.length === 0) return 0;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.company_id, viewer.companyId), inArray(users.id, others)));
  if (people.length === 0) return 0;
  await db
    .insert(wellnessReads)
    .values(people.map(({ id }) => ({ company_id: viewer.companyId, reader_id: viewer.userId, owner_id: id })));
  return people.length;
}

/** PUT wellness/settings/: the company's retention. */
export async function saveSettings(db: Db, companyId: number, input: z.output<typeof WellnessSettingsInput>) {
  await db
    .insert(wellnessSettings)
    .values({ company_id: companyId, retention_months: input.retention_months })
    .onConflictDoUpdate({ target: wellnessSettings.company_id, set: { retention_months: input.retention_months } });
}
