import { CompanyOut, PERMISSIONS, permissionsFor, ROLES } from '@staff/shared';
import { z } from 'zod';
import type { SessionCompany, SessionUser } from '../../platform/sessions';
import { presentCompany } from '../companies/companies.present';

/** The signed-in user as GET /api/my_account/ and POST /api/auth/ answer it. */
export const MeOut = z.object({
  id: z.number(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  employee_number: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  can_change_password: z.boolean(),
  permissions_table: z.array(z.enum(PERMISSIONS)),
  company: CompanyOut.nullable(),
});
export type MeOut = z.infer<typeof MeOut>;

export function presentMe(user: SessionUser, company: SessionCompany | null): MeOut {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    mobile: user.mobile,
    employee_number: user.employee_number,
    roles: user.roles,
    is_staff: user.is_staff,
    is_superuser: user.is_superuser,
    can_change_password: user.can_change_password,
    permissions_table: permissionsFor(user.roles, user.is_superuser),
    company: company ? presentCompany(company) : null,
  };
}
