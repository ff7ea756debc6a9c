import type { Language, profileSchema } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { userPreferences, users } from '../users/users.tables';

/** Saves the fields of the profile form but the e-mail (a confirmation link sets it); empty phones are stored as none. */
export async function updateProfile(db: Db, userId: number, body: z.infer<typeof profileSchema>) {
  const [user] = await db
    .update(users)
    .set({
      first_name: body.first_name,
      last_name: body.last_name,
      phone: body.phone || null,
      mobile: body.mobile || null,
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

/** Sets the user's language (issue 28), one statement; answers the one stored. */
export async function saveLanguage(db: Db, userId: number, language: Language): Promise<Language> {
  const [row] = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ language: users.language });
  return row!.language;
}

/** The stored password hash of a user: the request's session does not carry it (platform/sessions.ts). */
export async function passwordHashOf(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, userId));
  return row?.hash ?? '';
}

/** The saved settings of one section, or undefined when the user never saved it. */
export async function readPreferences(db: Db, userId: number, section: string) {
  const [row] = await db
    .select()
    .from(userPreferences)
    .where(and(eq(userPreferences.user_id, userId), eq(userPreferences.section, section)));
  return row?.data;
}

export async function savePreferences(db: Db, userId: number, section: string, data: Record<string, unknown>) {
  await db
    .insert(userPreferences)
    .values({ user_id: userId, section, data })
    .onConflictDoUpdate({ target: [userPreferences.user_id, userPreferences.section], set: { data } });
}
