import { lazy } from 'react';
import type { DashboardPanelEntry } from '../features/dashboard/panels';
import { canManageLeaves } from '../lib/permissions';

/**
 * The dashboard panels a module provides with its own hooks (a feature never imports another, so the app composes
 * them): each is its own chunk, loaded only for those who see it.
 */
export const MODULE_DASHBOARD_PANELS: readonly DashboardPanelEntry[] = [
  {
    id: 'leaves-to-decide',
    area: 'main',
    component: lazy(() => import('../features/leaves/components/LeavesToDecidePanel')),
    visible: canManageLeaves,
  },
];
