import { INVITATION_TTL_DAYS, type Language } from '@staff/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enqueueLocalizedMails } from '../../platform/mail/localized';
import { randomToken, sha256 } from '../../platform/tokens';
import { invitationMail } from './auth.mails';
import { passwordResetTokens } from './auth.tables';

/** An invitation works for INVITATION_TTL_DAYS days, once: the reset link's rules with a longer life. */
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60_000;
const TOKENS_PER_INSERT = 1000;

export type Invitee = {
  id: number;
  company_id: number | null;
  username: string;
  first_name: string;
  email: string;
  language: Language;
};

/**
 * Gives each new employee a single-use link to choose their first password and queues its mail, in the caller's
 * transaction (a rolled-back creation invites nobody). Nobody types a password for someone else (issue 9). A few
 * statements whatever the number of invitees.
 */
export async function inviteUsers(
  tx: Db,
  invitees: Invitee[],
  input: { publicUrl: string; now?: Date },
): Promise<void> {
  const expires = new Date((input.now ?? new Date()).getTime() + INVITATION_TTL_MS);
  const issued = invitees.map((user) => ({ user, token: randomToken() }));
  const rows = issued.map(({ user, token }) => ({
    token_hash: sha256(token),
    purpose: 'invitation',
    user_id: user.id,
    expires_at: expires,
  }));
  for (let i = 0; i < rows.length; i += TOKENS_PER_INSERT) {
    await tx.insert(passwordResetTokens).values(rows.slice(i, i + TOKENS_PER_INSERT));
  }
  // In each newcomer's language (issue 28), read with them: no statement more.
  await enqueueLocalizedMails(
    tx,
    issued.map(({ user, token }) => ({
      companyId: user.company_id,
      to: [user.email],
      language: user.language,
      render: (language) =>
        invitationMail(
          { firstName: user.first_name, username: user.username, link: `${input.publicUrl}/change-password/${token}` },
          language,
        ),
    })),
  );
}

/** Spends the invitations still waiting for a user (a new one replaces them). */
export async function spendInvitations(tx: Db, userId: number): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(passwordResetTokens.user_id, userId),
        eq(passwordResetTokens.purpose, 'invitation'),
        isNull(passwordResetTokens.used_at),
      ),
    );
}
