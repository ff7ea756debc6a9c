import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../platform/files/files.tables';
import { companies } from '../companies/companies.tables';

/** The columns the management screen shows (spec/3 §3 "Company"); the preferences are read by key. */
const GENERAL_COLUMNS = {
  id: companies.id,
  name: companies.name,
  logo_file_id: companies.logo_file_id,
  welcome_image_file_id: companies.welcome_image_file_id,
  support_email: companies.support_email,
  support_phone: companies.support_phone,
  siret: companies.siret,
  legal_structure: companies.legal_structure,
  collective_agreement: companies.collective_agreement,
  use_wellness: companies.use_wellness,
  use_activities: companies.use_activities,
  use_expenses_claims: companies.use_expenses_claims,
  use_leaves: companies.use_leaves,
  use_time_tracking: companies.use_time_tracking,
  use_mission_orders: companies.use_mission_orders,
};
export type CompanyGeneralRow = { [K in keyof typeof GENERAL_COLUMNS]: (typeof companies.$inferSelect)[K] };

export async function readCompanyGeneral(db: Db, companyId: number): Promise<CompanyGeneralRow | undefined> {
  const [row] = await db.select(GENERAL_COLUMNS).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function readCompanyPreferences(db: Db, companyId: number) {
  const [row] = await db
    .select({ preferences: companies.preferences })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.preferences ?? {};
}

/** The two images of a company, by the column that names their stored file. */
export const COMPANY_IMAGE_COLUMNS = {
  logo: companies.logo_file_id,
  welcome_image: companies.welcome_image_file_id,
} as const;
export type CompanyImage = keyof typeof COMPANY_IMAGE_COLUMNS;

/** The stored file of one of the company's images, if it has one. */
export async function companyImageFile(db: Db, companyId: number, image: CompanyImage) {
  const [row] = await db
    .select({ file: storedFiles })
    .from(companies)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.id, COMPANY_IMAGE_COLUMNS[image]), eq(storedFiles.company_id, companies.id)),
    )
    .where(eq(companies.id, companyId));
  return row?.file;
}
