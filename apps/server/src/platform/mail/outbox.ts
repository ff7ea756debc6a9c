import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../identity/identity.tables';
import { MAIL_PRIORITY, type MailPriority, mailOutbox } from './outbox.tables';

export type OutgoingMail = {
  companyId: number | null;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /**
   * `urgent` (the default) for a mail someone waits for: a reset link, an invitation, an e-mail confirmation; `bulk`
   * for notices and reminders. The sender takes urgent mails first, each priority in turns between companies.
   */
  priority?: MailPriority;
};

/** Queues a mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  await enqueueMails(tx, [mail]);
}

/**
 * Queues many mails in the caller's transaction with a few multi-row inserts (a CSV import invites thousands of
 * people: one statement per 500 mails, never one per mail). Each subject gets its company's prefix.
 */
export async function enqueueMails(tx: Db, mails: OutgoingMail[]): Promise<void> {
  const rows = mails
    .map((mail) => ({ mail, to: [...new Set(mail.to.map((a) => a.trim()).filter(Boolean))] }))
    .filter(({ to }) => to.length > 0)
    .map(({ mail, to }) => ({
      company_id: mail.companyId,
      to,
      subject: mail.companyId === null ? mail.subject : withSubjectPrefix(mail.companyId, mail.subject),
      text: mail.text,
      html: mail.html ?? null,
      priority: MAIL_PRIORITY[mail.priority ?? 'urgent'],
    }));
  for (let i = 0; i < rows.length; i += MAILS_PER_INSERT)
    await tx.insert(mailOutbox).values(rows.slice(i, i + MAILS_PER_INSERT));
}
const MAILS_PER_INSERT = 500;

/** Splits a comma-separated list of addresses (company settings store them so). */
export const splitAddresses = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * The subject behind the company's prefix (company management, preferences `email.subject_prefix`, spec/3 §3), read
 * inside the insert itself: no statement more per mail.
 */
const withSubjectPrefix = (companyId: number, subject: string) =>
  sql<string>`coalesce((SELECT nullif(trim(${companies.preferences} -> 'email' ->> 'subject_prefix'), '') || ' '
    FROM ${companies} WHERE ${companies.id} = ${companyId}), '') || ${subject}::text`;
