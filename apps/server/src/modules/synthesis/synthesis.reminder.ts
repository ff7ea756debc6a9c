import { messageText, monthBounds, type ReminderPreviewOut, type ReminderSendOut } from '@staff/shared';
import type { Db } from '../../db/client';
import { enqueueMails } from '../../platform/mail/outbox';
import { monthLabel } from '../activities/activity-reports.mails';
import { peopleOfMonth, type SynthesisActor, type SynthesisPerson } from './synthesis.queries';

/**
 * The activity report reminder of the monthly synthesis (spec/3 §2, §7 send-reminder-mail, §8): a mail to everyone
 * the viewer sees whose report of the month is missing or still a draft. The recipients and the text are the
 * server's (a client cannot turn it into a relay to any address); the mails go through the outbox in the send's
 * transaction, with the company's subject prefix. Users have no language of their own and companies none either, so
 * the text is French then English, as the product's other mails.
 */

/** Who has not sent the month: no report, or a draft one. Same people as the synthesis, one statement. */
async function recipientsOf(db: Db, actor: SynthesisActor, month: string): Promise<SynthesisPerson[]> {
  const { people } = await peopleOfMonth(db, actor, { ...monthRange(month) });
  return people.filter((p) => p.report_id === null || p.report_status === 'draft');
}

const monthRange = (month: string) => monthBounds(`${month.slice(0, 7)}-01`);

/** The mail as it leaves (the outbox adds the company's subject prefix). */
export function reminderMail(month: string, publicUrl: string): { subject: string; text: string } {
  const fr = monthLabel(`${month.slice(0, 7)}-01`, 'fr');
  const en = monthLabel(`${month.slice(0, 7)}-01`, 'en');
  // "d'avril", "d'août", "d'octobre": French elides before a vowel.
  const ofMonth = /^[aeiouéâ]/i.test(fr) ? `d'${fr}` : `de ${fr}`;
  const link = `${publicUrl}/activity`;
  return {
    subject: `Rappel : rapport d'activité ${ofMonth} / Reminder: activity report of ${en}`,
    text: [
      'Bonjour,',
      '',
      `Votre rapport d'activité ${ofMonth} n'a pas encore été envoyé. Merci de le compléter et de l'envoyer : ${link}`,
      '',
      'Hello,',
      '',
      `Your activity report of ${en} has not been sent yet. Please fill it in and send it: ${link}`,
    ].join('\n'),
  };
}

const presentRecipient = (p: SynthesisPerson) => ({
  user_id: p.user_id,
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  report: p.report_id && p.report_status ? { id: p.report_id, status: p.report_status } : null,
});

export async function reminderPreview(
  db: Db,
  actor: SynthesisActor,
  month: string,
  publicUrl: string,
): Promise<ReminderPreviewOut> {
  const recipients = await recipientsOf(db, actor, month);
  return {
    for_month: month.slice(0, 7),
    ...reminderMail(month, publicUrl),
    recipients: recipients.map(presentRecipient),
  };
}

/** A plain address: something before and after one @, no spaces. The outbox's SMTP peer judges the rest. */
const isAddress = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/**
 * Puts one reminder per recipient in the outbox, in one transaction (a few multi-row inserts), and answers per
 * recipient: sent, or failed with "Can't send Cra reminder to {email}" when they have no usable address (the e-mail
 * shown is the address, or their name when there is none).
 */
export async function sendReminder(
  db: Db,
  actor: SynthesisActor,
  month: string,
  publicUrl: string,
): Promise<ReminderSendOut> {
  return db.transaction(async (tx) => {
    const recipients = await recipientsOf(tx, actor, month);
    const mail = reminderMail(month, publicUrl);
    const deliverable = recipients.filter((r) => isAddress(r.email.trim()));
    await enqueueMails(
      tx,
      deliverable.map((r) => ({ companyId: actor.companyId, to: [r.email.trim()], ...mail })),
    );
    const results = recipients.map((r) => {
      if (isAddress(r.email.trim())) return { user_id: r.user_id, email: r.email, sent: true, error: null };
      const params = { email: r.email.trim() || `${r.first_name} ${r.last_name}`.trim() };
      return {
        user_id: r.user_id,
        email: r.email,
        sent: false,
        error: { code: 'synthesis.reminderFailed', detail: messageText('synthesis.reminderFailed', params), params },
      };
    });
    return {
      for_month: month.slice(0, 7),
      sent: deliverable.length,
      failed: recipients.length - deliverable.length,
      results,
    };
  });
}
