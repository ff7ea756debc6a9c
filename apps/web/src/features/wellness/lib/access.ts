import { can, hasFlag } from '../../../lib/permissions';
import type { Me } from '../../../lib/types';

/** spec/1 §6, spec/2 §2.4: wellness is everyone's on a company using it (the banner, `/wellness`); nobody's otherwise. */
export function usesWellness(me: Me | null | undefined): boolean {
  return hasFlag(me, 'use_wellness');
}

/** spec/3 §2, §6: the "Wellness" card and `/back_office/wellness_management` are HR's (user.create), with the flag. */
export function canManageWellness(me: Me | null | undefined): boolean {
  return usesWellness(me) && can(me, 'user.create');
}

/**
 * A manager (the role, or the manager flag) sees their team's monthly averages on `/wellness`, never a mark one by
 * one; the server picks the team (the people they validate) and hides a month under MIN_GROUP people.
 */
export function leadsATeam(me: Me | null | undefined): boolean {
  return usesWellness(me) && !!me && (me.is_staff || me.roles.includes('manager'));
}
