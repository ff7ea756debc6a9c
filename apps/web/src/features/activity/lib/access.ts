import { can, hasFlag, isSelfServiceUser } from '../../../lib/permissions';
import type { Me } from '../../../lib/types';

/** The employee's activity pages and panels: a self-service role, activities.create and the company's use_activities. */
export function canReportActivities(me: Me | null | undefined): boolean {
  return isSelfServiceUser(me) && can(me, 'activities.create') && hasFlag(me, 'use_activities');
}

/** The back office's activity reports management (spec/3 §6: activities.validate) on a company using activities. */
export function canValidateActivities(me: Me | null | undefined): boolean {
  return can(me, 'activities.validate') && hasFlag(me, 'use_activities');
}
