import { can, hasFlag } from '../../../lib/permissions';
import type { Me } from '../../../lib/types';

/** The monthly synthesis (spec/3 §6: reports.user-monthly-summary), built on activity reports: their flag too. */
export function canSeeMonthlySynthesis(me: Me | null | undefined): boolean {
  return can(me, 'reports.user-monthly-summary') && hasFlag(me, 'use_activities');
}
