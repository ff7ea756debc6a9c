import { hasPermission, type PermissionExpression, SEES_ALL_PROJECTS, SELF_SERVICE_ROLES } from '@staff/shared';
import { useMe } from './me';
import type { CompanyFlag, Me } from './types';

/** spec/1 §6: an element may need one permission, all of several (`a&b`) or any of several (`a|b`). */
export function can(me: Me | null | undefined, expression: PermissionExpression): boolean {
  return !!me && hasPermission(me.permissions_table, expression);
}

/** Whether the user's company has a feature switched on; a user without a company has none. */
export function hasFlag(me: Me | null | undefined, flag: CompanyFlag): boolean {
  return !!me?.company?.[flag];
}

/** spec/3 §6: backoffice.use opens the back office; the manager flag (is_staff) shows its link too. */
export function isStaff(me: Me | null | undefined): boolean {
  return !!me && (me.is_staff || can(me, 'backoffice.use'));
}

export function useCan(): (expression: PermissionExpression) => boolean {
  const { data } = useMe();
  return (expression) => can(data, expression);
}

/** spec/1 §6: users without collaborator or hr cannot reach activity, expenses or leaves routes (they go home). */
export function isSelfServiceUser(me: Me | null | undefined): boolean {
  return !!me && me.roles.some((role) => SELF_SERVICE_ROLES.includes(role));
}

/** The leaves pages: the permission, the company's flag and a self-service role (spec/1 §6, spec/2 §6). */
export function canRequestLeaves(me: Me | null | undefined): boolean {
  return isSelfServiceUser(me) && can(me, 'leaves.create') && hasFlag(me, 'use_leaves');
}

/** The activity report pages: the permission, the company's flag and a self-service role (spec/1 §6). */
export function canReportActivity(me: Me | null | undefined): boolean {
  return isSelfServiceUser(me) && can(me, 'activities.create') && hasFlag(me, 'use_activities');
}

/** The expense claim pages: the permission, the company's flag and a self-service role (spec/1 §6). */
export function canClaimExpenses(me: Me | null | undefined): boolean {
  return isSelfServiceUser(me) && can(me, 'expenses_claims.create') && hasFlag(me, 'use_expenses_claims');
}

/** Time tracking (spec/1 §1, §2, §6): the permission on a company using it; the header's stopwatch and the pages. */
export function canTrackTime(me: Me | null | undefined): boolean {
  return can(me, 'time_tracking.create') && hasFlag(me, 'use_time_tracking');
}

/** Who validates expense claims (spec/3 §6: expenses_claims.validate) on a company using them: may view a claim. */
export function canValidateExpenseClaims(me: Me | null | undefined): boolean {
  return can(me, 'expenses_claims.validate') && hasFlag(me, 'use_expenses_claims');
}

/** The back office's leave management (spec/3 §6: leaves.validate) on a company using leaves. */
export function canManageLeaves(me: Me | null | undefined): boolean {
  return can(me, 'leaves.validate') && hasFlag(me, 'use_leaves');
}

/** The customers and projects back office (spec/3 §6: manager, hr and administrator; customer.create or user.create). */
export function canManageProjects(me: Me | null | undefined): boolean {
  return can(me, SEES_ALL_PROJECTS);
}

/** The manager's mission orders (spec/3 §2 card, mission_orders.create) on a company using them. */
export function canManageMissionOrders(me: Me | null | undefined): boolean {
  return can(me, 'mission_orders.create') && hasFlag(me, 'use_mission_orders');
}

/** The employee's own mission orders and travel request (spec/2 §2.6: mission_orders.view) on a company using them. */
export function canSeeOwnMissionOrders(me: Me | null | undefined): boolean {
  return can(me, 'mission_orders.view') && hasFlag(me, 'use_mission_orders');
}
