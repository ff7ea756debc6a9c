import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/files/storage';
import type { Upload } from '../../platform/files/upload-form';
import { type LeavePolicyActor, leaveFor } from './leaves.policy';
import { leaveAttachments } from './leaves.tables';

/**
 * Stores the file and its attachment row in one transaction, the right to attach asked again under the leave's
 * lock: a decision taken since the route's first check wins.
 */
export async function addAttachment(
  db: Database,
  files: FileStorage,
  actor: LeavePolicyActor,
  leaveId: number,
  upload: Upload,
) {
  return db.transaction(async (tx) => {
    const leave = await leaveFor(tx, actor, leaveId, 'attach', { lock: true });
    const file = await files.save(tx, { companyId: leave.company_id, createdBy: actor.userId, ...upload });
    const [attachment] = await tx
      .insert(leaveAttachments)
      .values({ company_id: leave.company_id, leave_id: leave.id, file_id: file.id, creator_id: actor.userId })
      .returning();
    return { attachment: attachment!, file };
  });
}

/**
 * Removes one attachment of a leave under its lock; null when the leave has no such attachment. The caller runs
 * the returned function once the transaction has committed: the bytes go last, so a rollback finds its file.
 */
export async function removeAttachment(
  db: Database,
  files: FileStorage,
  actor: LeavePolicyActor,
  leaveId: number,
  attachmentId: number,
): Promise<(() => Promise<void>) | null> {
  return db.transaction(async (tx) => {
    const leave = await leaveFor(tx, actor, leaveId, 'attach', { lock: true });
    const [attachment] = await tx
      .delete(leaveAttachments)
      .where(and(eq(leaveAttachments.leave_id, leave.id), eq(leaveAttachments.id, attachmentId)))
      .returning();
    if (!attachment) return null;
    return files.discard(tx, leave.company_id, [attachment.file_id]);
  });
}
