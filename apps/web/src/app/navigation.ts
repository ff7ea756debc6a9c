import type { PermissionExpression } from '@staff/shared';
import {
  type Icon,
  IconBeach,
  IconBriefcase,
  IconCalendarStats,
  IconClockHour4,
  IconLayoutDashboard,
  IconMoodSmile,
  IconPlaneDeparture,
  IconReceipt,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { ValidationInboxBadge } from '../components/ValidationInboxBadge';
import { can, hasFlag, isSelfServiceUser, isStaff } from '../lib/permissions';
import type { CompanyFlag, Me } from '../lib/types';

/** One sidebar entry. A module adds its line here when its pages exist; a route not built is not in the menu. */
export type NavEntry = {
  /** spec/1 §2 sidebar order: activity reports 0, expenses 1, leaves 2, time tracking 3, mission orders 4, wellness 5, back office 10. */
  order: number;
  labelKey: string;
  path: string;
  icon: Icon;
  /** The company feature flag the entry needs (spec/1 §1). */
  flag?: CompanyFlag;
  /** The permission expression the entry needs (spec/1 §6). */
  permission?: PermissionExpression;
  /** Other path prefixes that belong to the entry (e.g. `/leave/` for one leave's pages). */
  alsoActiveOn?: string[];
  /** Extra condition beyond flag and permission. */
  when?: (me: Me) => boolean;
  /** What waits for the user there (a count), shown after the label or on the icon's corner. */
  badge?: ComponentType<{ compact?: boolean }>;
};

export const NAVIGATION: readonly NavEntry[] = [
  // The dashboard is everyone's home, listed before the numbered modules.
  { order: -1, labelKey: 'nav.dashboard', path: '/', icon: IconLayoutDashboard },
  {
    order: 0,
    labelKey: 'nav.activity',
    path: '/activity',
    alsoActiveOn: ['/activity/'],
    icon: IconCalendarStats,
    flag: 'use_activities',
    permission: 'activities.create',
    when: isSelfServiceUser,
  },
  {
    order: 1,
    labelKey: 'nav.expenses',
    path: '/expenses',
    alsoActiveOn: ['/expenses/', '/create_invoice/', '/create_expense_travel/'],
    icon: IconReceipt,
    flag: 'use_expenses_claims',
    permission: 'expenses_claims.create',
    when: isSelfServiceUser,
  },
  {
    order: 2,
    labelKey: 'nav.leaves',
    path: '/leaves',
    alsoActiveOn: ['/leave/'],
    icon: IconBeach,
    flag: 'use_leaves',
    permission: 'leaves.create',
    when: isSelfServiceUser,
  },
  {
    order: 3,
    labelKey: 'nav.timeTracking',
    path: '/time-tracking/task-list',
    alsoActiveOn: ['/time-tracking/'],
    icon: IconClockHour4,
    flag: 'use_time_tracking',
    permission: 'time_tracking.create',
  },
  {
    order: 4,
    labelKey: 'nav.missionOrders',
    path: '/mission_orders',
    alsoActiveOn: ['/mission_orders/', '/missions_orders/'],
    icon: IconPlaneDeparture,
    flag: 'use_mission_orders',
    permission: 'mission_orders.view',
  },
  // spec/1 §6: "the wellness entry appears only when the company uses wellness", for everyone.
  { order: 5, labelKey: 'nav.wellness', path: '/wellness', icon: IconMoodSmile, flag: 'use_wellness' },
  {
    order: 10,
    labelKey: 'nav.backOffice',
    path: '/back_office',
    icon: IconBriefcase,
    when: isStaff,
    badge: ValidationInboxBadge,
  },
];

/** The entries a user sees, in the spec's order. */
export function visibleNavigation(me: Me): NavEntry[] {
  return NAVIGATION.filter(
    (entry) =>
      (!entry.flag || hasFlag(me, entry.flag)) &&
      (!entry.permission || can(me, entry.permission)) &&
      (!entry.when || entry.when(me)),
  ).sort((a, b) => a.order - b.order);
}
