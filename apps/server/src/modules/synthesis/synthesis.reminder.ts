import {
  frenchDe,
  type Language,
  messageText,
  monthBounds,
  monthYearName,
  type ReminderPreviewOut,
  type ReminderSendOut,
} from '@staff/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { todayInParis } from '../../platform/clock';
import { enqueueLocalizedMails, type MailText } from '../../platform/mail/localized';
import { everyPersonOfMonth, type SynthesisActor, type SynthesisPerson } from './synthesis.queries';
import { remindersSent } from './synthesis.tables';

/**
 * The activity report reminder of the monthly synthesis (spec/3 §2, §7 send-reminder-mail, §8): a mail to everyone
 * the viewer sees whose report of the month is missing or still a draft. The recipients and the text are the
 * server's (a client cannot turn it into a relay to any address); the mails go through the outbox in the send's
 * transaction, with the company's subject prefix, each in the recipient's language (issue 28).
 */

/** Who has not sent the month: no report, or a draft one. Same people as the synthesis, read in keyset pages. */
async function recipientsOf(db: Db, actor: SynthesisActor, month: string): Promise<SynthesisPerson[]> {
  const recipients: SynthesisPerson[] = [];
  for await (const people of everyPersonOfMonth(db, actor, monthRange(month)))
    for (const p of people) if (p.report_status === null || p.report_status === 'draft') recipients.push(p);
  return recipients;
}

const monthRange = (month: string) => monthBounds(`${month.slice(0, 7)}-01`);

/** The mail as it leaves, in one language (the outbox adds the company's subject prefix). */
export function reminderMail(month: string, publicUrl: string, language: Language): MailText {
  const name = monthYearName(month, language);
  const link = `${publicUrl}/activity`;
  return language === 'fr'
    ? {
        subject: `Rappel : rapport d'activité ${frenchDe(name)}`,
        text: `Bonjour,\n\nVotre rapport d'activité ${frenchDe(name)} n'a pas encore été envoyé. Merci de le compléter et de l'envoyer : ${link}`,
      }
    : {
        subject: `Reminder: activity report of ${name}`,
        text: `Hello,\n\nYour activity report of ${name} has not been sent yet. Please fill it in and send it: ${link}`,
      };
}

const presentRecipient = (p: SynthesisPerson, remindedToday: Set<number>) => ({
  user_id: p.user_id,
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  report: p.report_id && p.report_status ? { id: p.report_id, status: p.report_status } : null,
  reminded_today: remindedToday.has(p.user_id),
});

const KIND = 'activity_report';

/** Of these people, those who got the reminder on `day`. */
async function remindedOn(db: Db, companyId: number, userIds: number[], day: string): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ user_id: remindersSent.user_id })
    .from(remindersSent)
    .where(
      inCompany(remindersSent, companyId, [
        eq(remindersSent.kind, KIND),
        eq(remindersSent.day, day),
        inArray(remindersSent.user_id, userIds),
      ]),
    );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Records today's reminder of each person and answers those who get a mail now: without `force`, only those not
 * reminded yet today. One INSERT … ON CONFLICT on the unique key (user, kind, day): a racing call's insert waits for
 * the first one's commit and then skips its rows, so 20 simultaneous calls queue one mail per person. Rows go in in
 * user order, so that two calls never wait on each other crosswise (no deadlock).
 */
async function claimReminders(
  tx: Db,
  input: { companyId: number; userIds: number[]; day: string; forMonth: string; sentBy: number; force: boolean },
): Promise<Set<number>> {
  if (input.userIds.length === 0) return new Set();
  const rows = [...input.userIds]
    .sort((a, b) => a - b)
    .map((user_id) => ({
      company_id: input.companyId,
      user_id,
      kind: KIND,
      day: input.day,
      for_month: input.forMonth,
      sent_by: input.sentBy,
    }));
  const target = [remindersSent.user_id, remindersSent.kind, remindersSent.day];
  const insert = tx.insert(remindersSent).values(rows);
  const claimed = input.force
    ? await insert
        .onConflictDoUpdate({
          target,
          set: { for_month: input.forMonth, sent_by: input.sentBy, created: sql`now()` },
        })
        .returning({ user_id: remindersSent.user_id })
    : await insert.onConflictDoNothing({ target }).returning({ user_id: remindersSent.user_id });
  return new Set(claimed.map((r) => r.user_id));
}

export async function reminderPreview(
  db: Db,
  actor: SynthesisActor,
  month: string,
  publicUrl: string,
  // The asking user's: each recipient gets the mail in their own (issue 28).
  language: Language,
): Promise<ReminderPreviewOut> {
  const recipients = await recipientsOf(db, actor, month);
  const reminded = await remindedOn(
    db,
    actor.companyId,
    recipients.map((r) => r.user_id),
    todayInParis(),
  );
  return {
    for_month: month.slice(0, 7),
    ...reminderMail(month, publicUrl, language),
    recipients: recipients.map((r) => presentRecipient(r, reminded)),
  };
}

/** A plain address: something before and after one @, no spaces. The outbox's SMTP peer judges the rest. */
const isAddress = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * Puts one reminder per recipient in the outbox (bulk priority), in one transaction (a few multi-row inserts), and
 * answers per recipient: sent; failed with "Can't send Cra reminder to {email}" when they have no usable address (the
 * e-mail shown is the address, or their name when there is none); or already reminded today, skipped unless `force`
 * (issue 21: at most one reminder per person and day; the web app asks the sender to confirm before forcing). With
 * `userIds`, only those of the recipients (issue 25: accounting chooses whom to remind).
 */
export async function sendReminder(
  db: Db,
  actor: SynthesisActor,
  input: { month: string; force: boolean; sentBy: number; today?: string; userIds?: number[] },
  publicUrl: string,
): Promise<ReminderSendOut> {
  const { month } = input;
  const chosen = input.userIds && new Set(input.userIds);
  return db.transaction(async (tx) => {
    // Accounting's choice narrows the server's recipients; it never adds anyone to them.
    const recipients = (await recipientsOf(tx, actor, month)).filter((r) => !chosen || chosen.has(r.user_id));
    const deliverable = recipients.filter((r) => isAddress(r.email.trim()));
    const claimed = await claimReminders(tx, {
      companyId: actor.companyId,
      userIds: deliverable.map((r) => r.user_id),
      day: input.today ?? todayInParis(),
      forMonth: `${month.slice(0, 7)}-01`,
      sentBy: input.sentBy,
      force: input.force,
    });
    const now = deliverable.filter((r) => claimed.has(r.user_id));
    await enqueueLocalizedMails(
      tx,
      now.map((r) => ({
        companyId: actor.companyId,
        to: [r.email.trim()],
        render: (language: Language) => reminderMail(month, publicUrl, language),
        priority: 'bulk' as const,
      })),
    );
    const results = recipients.map((r) => {
      const email = r.email.trim();
      if (claimed.has(r.user_id)) {
        return { user_id: r.user_id, email: r.email, sent: true, status: 'sent' as const, error: null };
      }
      const hasAddress = isAddress(email);
      const code = hasAddress ? ('synthesis.alreadyRemindedToday' as const) : ('synthesis.reminderFailed' as const);
      const params = { email: email || `${r.first_name} ${r.last_name}`.trim() };
      return {
        user_id: r.user_id,
        email: r.email,
        sent: false,
        status: hasAddress ? ('already_reminded' as const) : ('failed' as const),
        error: { code, detail: messageText(code, params), params },
      };
    });
    return {
      for_month: month.slice(0, 7),
      sent: now.length,
      failed: recipients.length - deliverable.length,
      already_reminded: deliverable.length - now.length,
      results,
    };
  });
}
