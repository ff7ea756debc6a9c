import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from './settings.tables';
import { randomToken } from './tokens';

const KEY = 'secret_key';

/** The instance secret (signs CSRF tokens), made once and kept in the database so every server shares it. */
export async function loadSecret(db: Database): Promise<string> {
  const fromEnv = process.env.SECRET_KEY;
  if (fromEnv) return fromEnv;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  return row!.value;
}
