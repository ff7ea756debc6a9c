import { countIn, isBusinessDay, type Language, parseTrackRemind, type TrackRemind } from '@staff/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hourInParis, now, todayInParis } from '../../platform/clock';
import { companies, users } from '../../platform/identity/identity.tables';
import { LOCK_NAMESPACE, lockKey } from '../../platform/locks';
import { enqueueLocalizedMails, type MailText } from '../../platform/mail/localized';
import { companyPublicUrl } from '../../platform/public-url';
import { userPreferences } from '../users/users.tables';
import { timeEntries, timeTrackingReminders } from './time-tracking.tables';

/*
 * The time-tracking reminder (spec/2 §2.2 "Settings", issue 23): a user who chose an interval (`track_remind`) and has
 * tracked nothing for that long (no entry started or ended within it, no task running) gets one mail, and the in-app
 * notice on their next visit, at most once per interval. A housekeeping pass (main.ts) sends them, bounded and fair:
 * at most PER_COMPANY per company and PER_PASS in all, those never or longest ago reminded first, so one big company
 * neither delays the others nor makes a pass long. Mails go in office hours only (REMINDER_HOURS).
 */

export const REMINDERS_PER_COMPANY = 50;
export const REMINDERS_PER_PASS = 500;

/** Paris hours in which a pass sends, from 9:00 to 17:59: a reminder to track time is for working time. */
export const REMINDER_HOURS = { from: 9, until: 18 } as const;

/**
 * Whether a pass may send at `at`: a working day (Monday to Friday, not a French public holiday) in office hours,
 * Paris time. Outside them the pass sends nothing; whoever is due then is due at 9:00 on the next working day.
 */
export function isReminderTime(at: Date): boolean {
  const hour = hourInParis(at);
  return isBusinessDay(todayInParis(at)) && hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
}

/** The interval of a stored setting as PostgreSQL reads it (`3:00:00`, `2 00:00:00`); null for anything else. */
const interval = sql`(CASE WHEN ${userPreferences.data}->>'track_remind' ~ '^[0-9]{1,2}(:00:00| 00:00:00)$'
  THEN (${userPreferences.data}->>'track_remind')::interval END)`;

/** The mail in one language (issue 28); the outbox adds the company's subject prefix. */
export function trackingReminderMail(remind: TrackRemind, link: string, language: Language): MailText {
  const unit = remind.unit === 'hours' ? HOURS[language] : DAYS[language];
  const since = countIn(remind.amount, language, unit);
  return language === 'fr'
    ? {
        subject: 'Rappel : suivi du temps',
        text: `Bonjour,\n\nVous n'avez suivi aucune tâche depuis ${since}. Pensez à saisir votre temps : ${link}`,
      }
    : {
        subject: 'Reminder: time tracking',
        text: `Hello,\n\nYou have not tracked any task for ${since}. Remember to record your time: ${link}`,
      };
}
const HOURS = { fr: { one: 'heure', other: 'heures' }, en: { one: 'hour', other: 'hours' } };
const DAYS = { fr: { one: 'jour', other: 'jours' }, en: { one: 'day', other: 'days' } };

type Due = {
  user_id: number;
  company_id: number;
  email: string;
  language: Language;
  hostname: string | null;
  track_remind: string;
};

/** The users due now, fairly bounded (one statement). */
async function dueUsers(db: Db, at: string, perCompany: number, perPass: number): Promise<Due[]> {
  const since = sql`${at}::timestamptz - ${interval}`;
  const result = (await db.execute(sql`
    SELECT user_id, company_id, email, language, hostname, track_remind FROM (
      SELECT u.id AS user_id, u.company_id, u.email, u.language, c.hostname, ${userPreferences.data}->>'track_remind' AS track_remind,
        row_number() OVER (PARTITION BY u.company_id ORDER BY r.last_sent_at NULLS FIRST, u.id) AS rank
      FROM ${userPreferences}
      JOIN ${users} u ON u.id = ${userPreferences.user_id}
      JOIN ${companies} c ON c.id = u.company_id
      LEFT JOIN ${timeTrackingReminders} r ON r.user_id = u.id AND r.company_id = u.company_id
      WHERE ${userPreferences.section} = 'time_tracking' AND ${interval} IS NOT NULL
        AND u.is_active AND c.is_active AND c.use_time_tracking AND u.email <> ''
        AND (r.last_sent_at IS NULL OR r.last_sent_at <= ${since})
        AND NOT EXISTS (SELECT 1 FROM ${timeEntries} e WHERE e.company_id = u.company_id AND e.owner_id = u.id
          AND (e.end_time IS NULL OR e.start_time > ${since} OR e.end_time > ${since}))
    ) due WHERE rank <= ${perCompany} ORDER BY rank, company_id LIMIT ${perPass}`)) as unknown as { rows: Due[] };
  return result.rows;
}

/**
 * One pass, in one transaction: records each due user's reminder and queues their mails. Passes run one at a time (two
 * servers' housekeeping): the second waits for the first's commit, then finds those users reminded. Outside office
 * hours it does nothing. Returns how many mails went.
 */
export async function sendTimeTrackingReminders(
  db: Db,
  options: { publicUrl: string; perCompany?: number; perPass?: number },
): Promise<number> {
  const instant = now();
  if (!isReminderTime(instant)) return 0;
  const at = instant.toISOString();
  return db.transaction(async (tx) => {
    await lockKey(tx, LOCK_NAMESPACE.timeTrackingReminderPass, 0);
    const due = await dueUsers(
      tx,
      at,
      options.perCompany ?? REMINDERS_PER_COMPANY,
      options.perPass ?? REMINDERS_PER_PASS,
    );
    if (due.length === 0) return 0;
    const values = sql.join(
      due.map((d) => sql`(${d.company_id}, ${d.user_id}, ${at}::timestamptz, true)`),
      sql`, `,
    );
    await tx.execute(sql`
      INSERT INTO ${timeTrackingReminders} (company_id, user_id, last_sent_at, notice_pending) VALUES ${values}
      ON CONFLICT (user_id) DO UPDATE SET last_sent_at = excluded.last_sent_at, notice_pending = true`);
    const mails = due.map((d) => ({
      companyId: Number(d.company_id),
      to: [d.email],
      language: d.language,
      render: (language: Language) =>
        trackingReminderMail(
          parseTrackRemind(d.track_remind)!,
          `${companyPublicUrl(options.publicUrl, d.hostname)}/time-tracking/task-list`,
          language,
        ),
      priority: 'bulk' as const,
    }));
    await enqueueLocalizedMails(tx, mails);
    return mails.length;
  });
}
