import { can, hasFlag } from '../../../lib/permissions';
import type { Me } from '../../../lib/types';

/**
 * The project summaries and the project view (spec/3 §6: activities.validate, the "Projects summary" and "Salary
 * summary" cards), built on activity reports: their flag too. What a manager sees of them is the server's choice.
 */
export function canSeeProjectSummaries(me: Me | null | undefined): boolean {
  return can(me, 'activities.validate') && hasFlag(me, 'use_activities');
}
