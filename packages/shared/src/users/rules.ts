import { type Permission, ROLE_PERMISSIONS } from '../auth/permissions';
import { BACK_OFFICE_ROLES, type Role } from '../auth/roles';
import { isDateInRange } from '../calendar/dates';

/*
 * The employees' pure rules (spec 3 §3, §5): how a typed name is written, which dates stand, who may grant which
 * role. The server applies them on every write (form and CSV import alike) and the web app reads the same ones.
 */

/** Civilities (spec 3 §3). */
export const CIVILITIES = ['Mister', 'Miss', 'Mrs'] as const;
export type Civility = (typeof CIVILITIES)[number];
/** Kinds of employment contract (spec 3 §3). */
export const EMPLOYMENT_CONTRACTS = ['CDI', 'CDD', 'Stage', 'Freelance'] as const;
export type EmploymentContract = (typeof EMPLOYMENT_CONTRACTS)[number];
/** A new employee with no role given is a collaborator (spec 3 §3, §5). */
export const DEFAULT_EMPLOYEE_ROLES: readonly Role[] = ['collaborator'];
/** The free fields an administrator names for the company's own use (spec 3 §3). */
export const FREE_FIELDS = ['field_1', 'field_2', 'field_3', 'field_4', 'field_5'] as const;
/**
 * The fields a company names itself (issue 25, company preferences `employee`): the free fields, hidden until named,
 * and the coefficient (the rank in the collective agreement's grid: "Échelon", "Position"), which keeps its own name
 * until then.
 */
export const NAMEABLE_EMPLOYEE_FIELDS = [...FREE_FIELDS, 'coefficient'] as const;
export type NameableEmployeeField = (typeof NAMEABLE_EMPLOYEE_FIELDS)[number];
/** Django's username alphabet: letters, digits and @ . + - _ (sign-in is by username). */
export const USERNAME_PATTERN = /^[\p{L}\p{N}@.+_-]+$/u;
/** How long an invitation link works: a week, so that a new employee opening it on Monday still finds it valid. */
export const INVITATION_TTL_DAYS = 7;

/**
 * A name as the company writes it (spec 3 §5 "names capitalised"): each word, and each part of a compound word,
 * starts with a capital and goes on in small letters; spaces are tidied. "jean-pierre" → "Jean-Pierre",
 * "LE GOFF" → "Le Goff", "élodie" → "Élodie".
 */
export function capitaliseName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split('-')
        .map((part) => part.charAt(0).toLocaleUpperCase('fr') + part.slice(1).toLocaleLowerCase('fr'))
        .join('-'),
    )
    .join(' ');
}

/** A date as spec 3 §5 keeps it: a real `YYYY-MM-DD` inside the supported range, anything else becomes null. */
export function validDateOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isDateInRange(value) ? value : null;
}

/** A back-office role makes its holder "staff" (spec 2 §6: is_staff shows the Back Office link). */
export const isStaffFor = (roles: readonly Role[]): boolean => roles.some((r) => BACK_OFFICE_ROLES.includes(r));

/** What every employee may do for themselves (their own leaves, reports, travels): it gives no power over others. */
const SELF_SERVICE = new Set<Permission>([...ROLE_PERMISSIONS.collaborator, ...ROLE_PERMISSIONS.assistant]);
const powerOf = (roles: readonly Role[]) =>
  new Set<Permission>(roles.flatMap((r) => ROLE_PERMISSIONS[r] ?? []).filter((p) => !SELF_SERVICE.has(p)));

/**
 * Whether someone holding `actorRoles` may grant `role`: only when every power the role gives (its permissions beyond
 * self-service), the actor holds already. Nobody hands out more than they hold: hr cannot make an administrator
 * (spec 3 §6, issue 9), an administrator grants every role.
 */
export function canGrantRole(actorRoles: readonly Role[], role: Role): boolean {
  const held = powerOf(actorRoles);
  return [...powerOf([role])].every((p) => held.has(p));
}

/** The roles an actor may grant, in the spec's order. */
export const grantableRoles = (actorRoles: readonly Role[], all: readonly Role[]): Role[] =>
  all.filter((role) => canGrantRole(actorRoles, role));

/**
 * Whether an actor may change (edit, deactivate, delete) a user holding `targetRoles`: only if they could have
 * granted every one of them. hr cannot touch an administrator.
 */
export const canManageUser = (actorRoles: readonly Role[], targetRoles: readonly Role[]): boolean =>
  targetRoles.every((role) => canGrantRole(actorRoles, role));
