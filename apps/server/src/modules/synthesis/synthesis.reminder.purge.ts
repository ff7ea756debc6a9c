import { addDays } from '@staff/shared';
import { inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { todayInParis } from '../../platform/clock';
import { remindersSent } from './synthesis.tables';

/**
 * reminders_sent only guards "one reminder a person a day" (and the preview's "reminded today"): a row is of no use once
 * its Paris day is over. Housekeeping removes the rows before yesterday (yesterday stays: a margin for a clock moved
 * back), at most REMINDER_ROWS_PER_PURGE a run: one company's 20,000 reminders a day are gone within a day's runs, and
 * no run holds the database long (each statement takes PURGE_STATEMENT_ROWS).
 */
export const REMINDER_ROWS_PER_PURGE = 20_000;
const PURGE_STATEMENT_ROWS = 1_000;

/** Deletes spent reminder rows, bounded; answers how many went. */
export async function purgeSpentReminders(
  db: Db,
  today = todayInParis(),
  limit = REMINDER_ROWS_PER_PURGE,
): Promise<number> {
  const before = addDays(today, -1);
  let purged = 0;
  while (purged < limit) {
    const ids = db
      .select({ id: remindersSent.id })
      .from(remindersSent)
      .where(lt(remindersSent.day, before))
      .limit(Math.min(PURGE_STATEMENT_ROWS, limit - purged));
    const gone = await db
      .delete(remindersSent)
      .where(inArray(remindersSent.id, ids))
      .returning({ id: remindersSent.id });
    purged += gone.length;
    if (gone.length === 0) break;
  }
  return purged;
}
