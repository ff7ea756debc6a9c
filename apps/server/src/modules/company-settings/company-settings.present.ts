import {
  COMPANY_PREFERENCE_DEFAULTS,
  type CompanyGeneralOut,
  type CompanyPreferenceKey,
  type CompanyPreferencesOf,
} from '@staff/shared';
import { logoUrl, welcomeImageUrl } from '../companies';
import type { CompanyPreferences } from '../companies/companies.tables';
import type { CompanyGeneralRow } from './company-settings.queries';

export function presentCompanyGeneral(row: CompanyGeneralRow): CompanyGeneralOut {
  const { logo_file_id, welcome_image_file_id, ...rest } = row;
  return {
    ...rest,
    logo_url: logoUrl(row),
    welcome_image_url: welcomeImageUrl(row),
    support_email: row.support_email ?? '',
    support_phone: row.support_phone ?? '',
    siret: row.siret ?? '',
    legal_structure: row.legal_structure ?? '',
    collective_agreement: row.collective_agreement ?? '',
  };
}

/** One key's section as saved, over its defaults: a key never saved reads as the defaults. */
export function presentPreferences<K extends CompanyPreferenceKey>(
  preferences: CompanyPreferences,
  key: K,
): CompanyPreferencesOf[K] {
  return { ...COMPANY_PREFERENCE_DEFAULTS[key], ...(preferences[key] ?? {}) } as CompanyPreferencesOf[K];
}
