import type { CompanyGeneralPatch, CompanyPreferenceKey, CompanyPreferencesOf } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../platform/files/storage';
import type { Upload } from '../../platform/files/upload-form';
import { companies } from '../companies/companies.tables';
import { COMPANY_IMAGE_COLUMNS, type CompanyImage, readCompanyGeneral } from './company-settings.queries';

/**
 * Saves the general information and answers the company as it now is. A feature flag set off here refuses the
 * module's calls from the next request of every user (the session lookup reads the flags on each request).
 */
export async function updateCompanyGeneral(db: Database, companyId: number, patch: CompanyGeneralPatch) {
  return db.transaction(async (tx) => {
    if (Object.keys(patch).length > 0) await tx.update(companies).set(patch).where(eq(companies.id, companyId));
    return (await readCompanyGeneral(tx, companyId))!;
  });
}

/**
 * Replaces one key's section of the preferences in one statement: the other keys, saved meanwhile by someone else,
 * are kept (no read-modify-write of the whole document).
 */
export async function saveCompanyPreferences<K extends CompanyPreferenceKey>(
  db: Database,
  companyId: number,
  key: K,
  section: CompanyPreferencesOf[K],
) {
  const [row] = await db
    .update(companies)
    .set({
      preferences: sql`${companies.preferences} || jsonb_build_object(${key}::text, ${JSON.stringify(section)}::jsonb)`,
    })
    .where(eq(companies.id, companyId))
    .returning({ preferences: companies.preferences });
  return row?.preferences ?? {};
}

/**
 * Sets (or, with no upload, removes) the company's logo or welcome image. The company row is locked first, so that two
 * uploads at once leave one image and no orphan file; the old file's rows go in the transaction, its bytes once it has
 * committed (the caller runs the returned function).
 */
export async function replaceCompanyImage(
  db: Database,
  files: FileStorage,
  input: {
    companyId: number;
    userId: number;
    image: CompanyImage;
    upload: Upload | null;
  },
): Promise<() => Promise<void>> {
  const column = COMPANY_IMAGE_COLUMNS[input.image];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ fileId: column })
      .from(companies)
      .where(eq(companies.id, input.companyId))
      .for('update');
    const stored = input.upload
      ? await files.save(tx, { companyId: input.companyId, createdBy: input.userId, ...input.upload })
      : null;
    await tx
      .update(companies)
      .set({ [input.image === 'logo' ? 'logo_file_id' : 'welcome_image_file_id']: stored?.id ?? null })
      .where(eq(companies.id, input.companyId));
    return files.discard(tx, input.companyId, current?.fileId ? [current.fileId] : []);
  });
}
