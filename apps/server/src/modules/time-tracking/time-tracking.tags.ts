import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { timeEntryTags, timeTags } from './time-tracking.tables';

/** Names once each, case aside (the first spelling wins): the company's tags are one per name. */
function distinctNames(names: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  return [...byKey.values()];
}

const namedIn = (companyId: number, names: string[]): SQL =>
  inCompany(timeTags, companyId, [
    inArray(
      sql`lower(${timeTags.name})`,
      names.map((n) => n.toLowerCase()),
    ),
  ]);

/**
 * The company's tags of these names, the unknown ones created (two requests making the same tag meet on the unique
 * index: the loser's insert does nothing and it reads the winner's row).
 */
export async function ensureTags(tx: Db, companyId: number, names: readonly string[]) {
  const wanted = distinctNames(names);
  if (wanted.length === 0) return [];
  await tx
    .insert(timeTags)
    .values(wanted.map((name) => ({ company_id: companyId, name })))
    .onConflictDoNothing();
  return tx.select({ id: timeTags.id, name: timeTags.name }).from(timeTags).where(namedIn(companyId, wanted));
}

/** An entry's tags become exactly these names. */
export async function setEntryTags(tx: Db, companyId: number, entryId: number, names: readonly string[]) {
  await tx.delete(timeEntryTags).where(inCompany(timeEntryTags, companyId, [eq(timeEntryTags.entry_id, entryId)]));
  const tags = await ensureTags(tx, companyId, names);
  if (tags.length === 0) return;
  await tx
    .insert(timeEntryTags)
    .values(tags.map((tag) => ({ company_id: companyId, entry_id: entryId, tag_id: tag.id })));
}

/** POST tag/: the tag of that name, and whether it was made now (201) or existed (200). */
export async function createTag(db: Db, companyId: number, name: string) {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(timeTags)
      .values({ company_id: companyId, name })
      .onConflictDoNothing()
      .returning({ id: timeTags.id, name: timeTags.name });
    if (made) return { tag: made, created: true };
    const [existing] = await tx
      .select({ id: timeTags.id, name: timeTags.name })
      .from(timeTags)
      .where(namedIn(companyId, [name]));
    return { tag: existing!, created: false };
  });
}
