import type { profileSchema } from '@staff/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { hashPassword } from '../../platform/passwords';
import type { SessionUser } from '../../platform/sessions';
import { deleteUserSessions } from '../../platform/sessions';
import { requestEmailChange, spendResetTokens } from '../auth';
import { users } from '../users/users.tables';
import { updateProfile } from './account.queries';

/** Sets the new password in one transaction with its consequences: no other session, no pending reset link. */
export async function changePassword(db: Database, userId: number, keepSessionId: string, newPassword: string) {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
    // Other browsers signed in with the old password are signed out; this one stays.
    await deleteUserSessions(tx, userId, keepSessionId);
    await spendResetTokens(tx, userId);
  });
}

/**
 * PUT /api/my_account/ in one transaction: the profile's fields, and a new e-mail as a pending address confirmed by
 * the link mailed to it (issue 21), the current address being told.
 */
export async function saveProfile(
  db: Database,
  me: SessionUser,
  body: z.infer<typeof profileSchema>,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const user = await updateProfile(tx, me.id, body);
    const pendingEmail = await requestEmailChange(tx, {
      subject: user,
      newEmail: body.email,
      actorId: me.id,
      publicUrl,
    });
    return { ...user, pending_email: pendingEmail };
  });
}
