import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../identity/identity.tables';
import { mailOutbox } from './outbox.tables';

export type OutgoingMail = { companyId: number | null; to: string[]; subject: string; text: string; html?: string };

/** Queues a mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<void> {
  const to = [...new Set(mail.to.map((a) => a.trim()).filter(Boolean))];
  if (to.length === 0) return;
  await tx.insert(mailOutbox).values({
    company_id: mail.companyId,
    to,
    subject: mail.companyId === null ? mail.subject : withSubjectPrefix(mail.companyId, mail.subject),
    text: mail.text,
    html: mail.html ?? null,
  });
}

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
