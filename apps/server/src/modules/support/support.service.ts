import type { SupportType } from '@staff/shared';
import type { Database } from '../../db/client';
import { enqueueMail, splitAddresses } from '../../platform/mail/outbox';
import type { SessionUser } from '../../platform/sessions';
import { supportRequests } from './support.tables';

const TYPE_LABELS: Record<SupportType, string> = { bug: 'Bug report', technical: 'Technical issue', other: 'Other' };

/** Stores the request and queues its mail in one transaction. */
export async function createSupportRequest(
  db: Database,
  input: {
    companyId: number;
    user: SessionUser;
    supportEmail: string | null;
    type: SupportType;
    description: string;
    gravity: number;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        company_id: input.companyId,
        user_id: input.user.id,
        type: input.type,
        description: input.description,
        gravity: input.gravity,
      })
      .returning({ id: supportRequests.id });
    const who = `${input.user.first_name} ${input.user.last_name} (${input.user.username}, ${input.user.email})`;
    await enqueueMail(tx, {
      companyId: input.companyId,
      priority: 'bulk',
      to: splitAddresses(input.supportEmail),
      subject: `[Support #${row!.id}] ${TYPE_LABELS[input.type]} — gravity ${input.gravity}/5`,
      text: `From: ${who}\nType: ${TYPE_LABELS[input.type]}\nGravity: ${input.gravity}/5\n\n${input.description}`,
    });
    return row!.id;
  });
}
