import { z } from 'zod';
import type { companies } from './companies.tables';

type CompanyRow = typeof companies.$inferSelect;

export const CompanyOut = z.object({
  id: z.number(),
  name: z.string(),
  hostname: z.string(),
  is_active: z.boolean(),
  use_wellness: z.boolean(),
  use_activities: z.boolean(),
  use_expenses_claims: z.boolean(),
  use_leaves: z.boolean(),
  use_time_tracking: z.boolean(),
  use_mission_orders: z.boolean(),
  is_trial_period: z.boolean(),
  trial_period_end: z.string().nullable(),
  logo_url: z.string().nullable(),
  support_email: z.string().nullable(),
  support_phone: z.string().nullable(),
});
export type CompanyOut = z.infer<typeof CompanyOut>;

export const logoUrl = (company: Pick<CompanyRow, 'id' | 'logo_file_id'>) =>
  company.logo_file_id ? `/api/company-logo/${company.id}/` : null;

export function presentCompany(c: CompanyRow): CompanyOut {
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
    support_email: c.support_email,
    support_phone: c.support_phone,
  };
}
