import type { Language } from '@staff/shared';
import { eq } from 'drizzle-orm';
import { users } from '../src/platform/identity/identity.tables';
import type { TestContext } from './app';

/** Makes `username` read mails in `language` (issue 28), as the profile page would; answers a function that undoes it. */
export async function readsIn(ctx: TestContext, username: string, language: Language): Promise<() => Promise<void>> {
  const [before] = await ctx.db
    .update(users)
    .set({ language })
    .where(eq(users.username, username))
    .returning({ id: users.id });
  return async () => {
    await ctx.db.update(users).set({ language: 'fr' }).where(eq(users.id, before!.id));
  };
}
