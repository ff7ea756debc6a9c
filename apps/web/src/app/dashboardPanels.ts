import { lazy } from 'react';
import { canReportActivities } from '../features/activity/lib/access';
import type { DashboardPanelEntry } from '../features/dashboard/panels';
import { canManageLeaves } from '../lib/permissions';

/**
 * The dashboard panels a module provides with its own hooks (a feature never imports another, so the app composes
 * them): each is its own chunk, loaded only for those who see it.
 */
export const MODULE_DASHBOARD_PANELS: readonly DashboardPanelEntry[] = [
  {
    id: 'activity-month',
    area: 'main',
    component: lazy(() => import('../features/activity/components/ActivityMonthPanel')),
    visible: canReportActivities,
  },
  {
    id: 'leaves-to-decide',
    area: 'main',
    component: lazy(() => import('../features/leaves/components/LeavesToDecidePanel')),
    visible: canManageLeaves,
  },
  {
    id: 'activity-reminder',
    area: 'reminder',
    component: lazy(() => import('../features/activity/components/ActivityReminder')),
    visible: canReportActivities,
  },
];
