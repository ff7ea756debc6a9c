import { type MeOut, permissionsFor } from '@staff/shared';
import type { SessionCompany, SessionUser } from '../../platform/sessions';
import { presentCompany } from '../companies';

/** The signed-in user in the shared `MeOut` shape (GET /api/my_account/, POST /api/auth/). */
export function presentMe(user: SessionUser, company: SessionCompany | null): MeOut {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    pending_email: user.pending_email,
    phone: user.phone,
    mobile: user.mobile,
    employee_number: user.employee_number,
    roles: user.roles,
    is_staff: user.is_staff,
    is_superuser: user.is_superuser,
    can_change_password: user.can_change_password,
    language: user.language,
    permissions_table: permissionsFor(user.roles, user.is_superuser),
    company: company ? presentCompany(company) : null,
  };
}
