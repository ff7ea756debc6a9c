import type { Role } from './roles';

/**
 * Every permission string the product knows, named as the spec names them (spec/1 §6, spec/2 §6, spec/3 §6).
 * `companies.manage` is the superuser's console; it is never granted through a role.
 */
export const PERMISSIONS = [
  // self-service
  'leaves.create',
  'expenses_claims.create',
  'activities.create',
  'time_tracking.create',
  'mission_orders.view',
  // back office
  'backoffice.use',
  'reports.user-monthly-summary',
  'reports.expense-claim',
  'activities.validate',
  'expenses_claims.validate',
  'leaves.validate',
  'mission_orders.create',
  'customer.create',
  'user.create',
  'lastnews.create',
  'contract.create',
  'common.create',
  'company.update',
  'company-settings.update',
  'document.create',
  // superuser console
  'companies.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const SELF_SERVICE: Permission[] = [
  'leaves.create',
  'expenses_claims.create',
  'activities.create',
  'time_tracking.create',
  'mission_orders.view',
];

/** accounting's tabs: monthly synthesis, activity, expense and leave management, the two project summaries. */
const ACCOUNTING: Permission[] = [
  'backoffice.use',
  'reports.user-monthly-summary',
  'reports.expense-claim',
  'activities.validate',
  'expenses_claims.validate',
  'leaves.validate',
];

/** manager "adds customer-management and mission_orders_management" to accounting's tabs. */
const MANAGER: Permission[] = [...ACCOUNTING, 'customer.create', 'mission_orders.create'];

/** hr "adds employees, wellness, services, news, contracts" to the manager's tabs. */
const HR_BACK_OFFICE: Permission[] = [...MANAGER, 'user.create', 'lastnews.create', 'contract.create'];

/** administrator is unrestricted in the back office (settings, company, documents included). */
const ADMINISTRATOR: Permission[] = [
  ...HR_BACK_OFFICE,
  'common.create',
  'company.update',
  'company-settings.update',
  'document.create',
];

/** Role → permissions. The one table both the server's route guard and the web app's menus read. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  collaborator: SELF_SERVICE,
  // An assistant prepares travel requests for the members of the services they assist.
  assistant: ['mission_orders.view'],
  manager: MANAGER,
  // hr both files its own leaves and reports (spec/1 §6) and administers people.
  hr: [...SELF_SERVICE, ...HR_BACK_OFFICE],
  accounting: ACCOUNTING,
  administrator: ADMINISTRATOR,
};

/** The sorted, de-duplicated permissions a user holds. */
export function permissionsFor(roles: readonly Role[], isSuperuser = false): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role] ?? []) granted.add(p);
  if (isSuperuser) granted.add('companies.manage');
  return [...granted].sort();
}
