import { lazy } from 'react';
import type { DashboardPanelEntry } from '../features/dashboard/panels';
import { canClaimExpenses, canReportActivity, canTrackTime, hasFlag } from '../lib/permissions';
import { canDecide } from '../lib/validationInbox';

/**
 * The dashboard panels a module provides with its own hooks (a feature never imports another, so the app composes
 * them): each is its own chunk, loaded only for those who see it.
 */
export const MODULE_DASHBOARD_PANELS: readonly DashboardPanelEntry[] = [
  {
    id: 'activity-month',
    area: 'main',
    component: lazy(() => import('../features/activity/components/ActivityMonthPanel')),
    visible: canReportActivity,
  },
  {
    id: 'expense-claim-month',
    area: 'main',
    component: lazy(() => import('../features/expenses/claims/ExpenseClaimPanel')),
    visible: canClaimExpenses,
  },
  {
    id: 'validation-inbox',
    area: 'main',
    component: lazy(() => import('../features/validation-inbox/components/ValidationInboxPanel')),
    visible: canDecide,
    asksForAction: true,
  },
  {
    id: 'time-tracking-links',
    area: 'main',
    component: lazy(() => import('../features/time-tracking/components/TimeTrackingLinksPanel')),
    visible: canTrackTime,
  },
  {
    id: 'activity-reminder',
    area: 'reminder',
    component: lazy(() => import('../features/activity/components/ActivityReminder')),
    visible: canReportActivity,
  },
  {
    id: 'expense-claim-reminder',
    area: 'reminder',
    component: lazy(() => import('../features/expenses/claims/ExpenseReminder')),
    visible: canClaimExpenses,
  },
  {
    id: 'survey-reminder',
    area: 'reminder',
    component: lazy(() => import('../features/wellness/components/SurveyReminder')),
    visible: (me) => hasFlag(me, 'use_wellness'),
  },
];
