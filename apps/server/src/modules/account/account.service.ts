import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hashPassword } from '../../platform/passwords';
import { deleteUserSessions } from '../../platform/sessions';
import { spendResetTokens } from '../auth/auth.service';
import { users } from '../users/users.tables';

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
