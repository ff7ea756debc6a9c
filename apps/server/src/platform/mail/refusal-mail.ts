import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { users } from '../identity/identity.tables';
import { enqueueMail } from './outbox';

/**
 * A refusal's columns (activity reports, expense claims, issue 25): the reason belongs to the refusal, so any other
 * status clears it, as a leave's (`reason` empty or absent: none).
 */
export const refusalColumns = (to: string, reason: string | null | undefined) => ({
  refusal_reason: to === 'refused' ? reason || null : null,
});

/**
 * "Your activity report / expense claim is refused", to its owner (issue 25), French then English as the other mails,
 * with the validator's reason under each when one was given. Queued in the refusal's transaction.
 */
export async function mailOwnerRefused(
  tx: Db,
  mail: {
    companyId: number;
    ownerId: number;
    subject: string;
    fr: string;
    en: string;
    reason: string | null;
    link: string;
  },
): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(inCompany(users, mail.companyId, [eq(users.id, mail.ownerId)]));
  if (!owner?.email) return;
  const { reason } = mail;
  await enqueueMail(tx, {
    companyId: mail.companyId,
    priority: 'bulk',
    to: [owner.email],
    subject: mail.subject,
    text: [
      mail.fr,
      ...(reason ? [`Motif : ${reason}`] : []),
      mail.link,
      '',
      mail.en,
      ...(reason ? [`Reason: ${reason}`] : []),
    ].join('\n'),
  });
}
