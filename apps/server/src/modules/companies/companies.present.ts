import type { CompanyOut } from '@staff/shared';
import type { SessionCompany } from '../../platform/sessions';
import type { companies } from './companies.tables';

type CompanyRow = typeof companies.$inferSelect;

/**
 * The logo's address, versioned by its stored file: a new upload is a new address, so the browser shows it at once and
 * may keep each version for good (the route answers it with a long max-age and an ETag).
 */
export const logoUrl = (company: Pick<CompanyRow, 'id' | 'logo_file_id'>) =>
  company.logo_file_id ? `/api/company-logo/${company.id}/?v=${company.logo_file_id}` : null;
/** The welcome image of the signed-in user's company, versioned like the logo. */
export const welcomeImageUrl = (company: Pick<CompanyRow, 'welcome_image_file_id'>) =>
  company.welcome_image_file_id ? `/api/my-company/welcome-image/?v=${company.welcome_image_file_id}` : null;

/** From the columns a request's session carries (platform/sessions.ts), so that my_account needs no other read. */
export function presentCompany(c: SessionCompany): CompanyOut {
  return {
    id: c.id,
    name: c.name,
    hostname: c.hostname,
    is_active: c.is_active,
    use_wellness: c.use_wellness,
    use_activities: c.use_activities,
    use_expenses_claims: c.use_expenses_claims,
    use_leaves: c.use_leaves,
    use_time_tracking: c.use_time_tracking,
    use_mission_orders: c.use_mission_orders,
    is_trial_period: c.is_trial_period,
    trial_period_end: c.trial_period_end,
    logo_url: logoUrl(c),
    welcome_image_url: welcomeImageUrl(c),
    support_email: c.support_email,
    support_phone: c.support_phone,
  };
}
