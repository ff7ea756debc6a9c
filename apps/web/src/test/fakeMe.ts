import { permissionsFor, type Role } from '@staff/shared';
import type { Company, Me } from '../lib/types';

/** A signed-in user as GET my_account/ returns them: the roles' permissions, the company's flags, anything else given. */
export function fakeMe(roles: Role[], extra: Partial<Me> = {}, company: Partial<Company> = { use_leaves: true }): Me {
  return {
    id: 7,
    username: 'alice',
    first_name: 'Alice',
    last_name: 'Martin',
    email: 'alice@example.com',
    phone: null,
    mobile: null,
    pending_email: null,
    employee_number: null,
    roles,
    is_staff: false,
    is_superuser: false,
    can_change_password: true,
    language: 'fr',
    permissions_table: permissionsFor(roles),
    company: company as Company,
    ...extra,
  };
}
