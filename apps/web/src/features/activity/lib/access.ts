import { can, hasFlag } from '../../../lib/permissions';
import type { Me } from '../../../lib/types';

/** The back office's activity reports management (spec/3 §6: activities.validate) on a company using activities. */
export function canValidateActivities(me: Me | null | undefined): boolean {
  return can(me, 'activities.validate') && hasFlag(me, 'use_activities');
}

/** Filling a report from tracked time (issue 23): the company tracks time and so does the user. */
export function canFillFromTimeTracking(me: Me | null | undefined): boolean {
  return can(me, 'time_tracking.create') && hasFlag(me, 'use_time_tracking');
}
