import type { Language } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { users } from '../identity/identity.tables';
import { enqueueLocalizedMail, type MailText } from './localized';

/**
 * A refusal's columns (activity reports, expense claims, issue 25): the reason belongs to the refusal, so any other
 * status clears it, as a leave's (`reason` empty or absent: none).
 */
export const refusalColumns = (to: string, reason: string | null | undefined) => ({
  refusal_reason: to === 'refused' ? reason || null : null,
});

const REASON = { fr: 'Motif : ', en: 'Reason: ' } as const;

/**
 * "Your activity report / expense claim is refused", to its owner (issue 25) in their language (issue 28), with the
 * validator's reason when one was given. Queued in the refusal's transaction.
 */
export async function mailOwnerRefused(
  tx: Db,
  mail: {
    companyId: number;
    ownerId: number;
    /** The subject and the first line, in one language. */
    render: (language: Language) => MailText;
    reason: string | null;
    link: string;
  },
): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(inCompany(users, mail.companyId, [eq(users.id, mail.ownerId)]));
  if (!owner?.email) return;
  const { reason } = mail;
  await enqueueLocalizedMail(tx, {
    companyId: mail.companyId,
    priority: 'bulk',
    to: [owner.email],
    language: owner.language,
    render: (language) => {
      const { subject, text } = mail.render(language);
      return { subject, text: [text, ...(reason ? [`${REASON[language]}${reason}`] : []), mail.link].join('\n') };
    },
  });
}
