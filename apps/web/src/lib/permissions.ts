import { hasPermission, type PermissionExpression } from '@staff/shared';
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
