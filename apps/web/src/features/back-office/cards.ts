import type { PermissionExpression } from '@staff/shared';
import { SEES_ALL_PROJECTS } from '@staff/shared';
import {
  type Icon,
  IconBriefcase,
  IconBuilding,
  IconCalendarCheck,
  IconCalendarCog,
  IconCalendarStats,
  IconCar,
  IconClockPlus,
  IconFileCertificate,
  IconFolders,
  IconMoodSmile,
  IconNews,
  IconPercentage,
  IconPlaneDeparture,
  IconReceipt,
  IconReceiptEuro,
  IconReportAnalytics,
  IconSitemap,
  IconUserDollar,
  IconUsers,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { INBOX_KIND_BADGES } from '../../components/ValidationInboxBadge';
import { can, hasFlag } from '../../lib/permissions';
import type { CompanyFlag, Me } from '../../lib/types';

/** The four sections of the back-office home, in the spec's order (spec/3 §2 "Back-office home cards"). */
export const BACK_OFFICE_GROUPS = [
  // Visible with at least one of the four operational permissions.
  {
    id: 'operational',
    titleKey: 'backOffice.groups.operational',
    permission: 'reports.user-monthly-summary|activities.validate|expenses_claims.validate|leaves.validate',
  },
  { id: 'projects', titleKey: 'backOffice.groups.projects', permission: undefined },
  // Visible with at least one of user.create, lastnews.create or contract.create.
  { id: 'hr', titleKey: 'backOffice.groups.hr', permission: 'user.create|lastnews.create|contract.create' },
  { id: 'settings', titleKey: 'backOffice.groups.settings', permission: 'company.update|common.create' },
] as const satisfies readonly { id: string; titleKey: string; permission: PermissionExpression | undefined }[];

export type BackOfficeGroupId = (typeof BACK_OFFICE_GROUPS)[number]['id'];

/** One card of the back-office home; a screen adds its card here when it is built, never before. */
export type BackOfficeCard = {
  group: BackOfficeGroupId;
  labelKey: string;
  descriptionKey: string;
  /** Under /back_office, as spec/3 §2 names it, e.g. '/back_office/leave_management'. */
  path: string;
  icon: Icon;
  /** spec/3 §6 "Card permissions". */
  permission: PermissionExpression;
  flag?: CompanyFlag;
  /** What waits for the user on that screen (a count), beside the card's title. */
  badge?: ComponentType;
};

export const BACK_OFFICE_CARDS: readonly BackOfficeCard[] = [
  {
    group: 'operational',
    labelKey: 'synthesis.card',
    descriptionKey: 'synthesis.cardText',
    path: '/back_office/monthly_synthesis',
    icon: IconReportAnalytics,
    permission: 'reports.user-monthly-summary',
    flag: 'use_activities',
  },
  {
    group: 'operational',
    labelKey: 'activityReports.management.card',
    descriptionKey: 'activityReports.management.cardText',
    path: '/back_office/activity_reports_management',
    icon: IconCalendarStats,
    permission: 'activities.validate',
    flag: 'use_activities',
    badge: INBOX_KIND_BADGES.activity_report,
  },
  {
    group: 'operational',
    labelKey: 'expenseManagement.card',
    descriptionKey: 'expenseManagement.cardText',
    path: '/back_office/expense_claim_management',
    icon: IconReceiptEuro,
    permission: 'expenses_claims.validate',
    flag: 'use_expenses_claims',
    badge: INBOX_KIND_BADGES.expense_claim,
  },
  {
    group: 'operational',
    labelKey: 'backOffice.cards.leaveManagement',
    descriptionKey: 'backOffice.cards.leaveManagementText',
    path: '/back_office/leave_management',
    icon: IconCalendarCheck,
    permission: 'leaves.validate',
    flag: 'use_leaves',
    badge: INBOX_KIND_BADGES.leave,
  },
  // spec/3 §2 "Projects summary" and "Salary summary", with activities.validate (spec/3 §6), on activity reports.
  {
    group: 'projects',
    labelKey: 'projectSummaries.customer.card',
    descriptionKey: 'projectSummaries.customer.cardText',
    path: '/back_office/project_summary_customer',
    icon: IconBriefcase,
    permission: 'activities.validate',
    flag: 'use_activities',
  },
  {
    group: 'projects',
    labelKey: 'projectSummaries.salary.card',
    descriptionKey: 'projectSummaries.salary.cardText',
    path: '/back_office/project_summary_salary',
    icon: IconUserDollar,
    permission: 'activities.validate',
    flag: 'use_activities',
  },
  {
    group: 'projects',
    labelKey: 'customers.card.label',
    descriptionKey: 'customers.card.text',
    path: '/back_office/customer-management',
    icon: IconFolders,
    // spec/3 §6 gives the card user.create and the manager's tab customer-management: both, as the route has it.
    permission: SEES_ALL_PROJECTS,
  },
  {
    group: 'projects',
    labelKey: 'missionOrders.management.card',
    descriptionKey: 'missionOrders.management.cardText',
    path: '/back_office/mission_orders_management',
    icon: IconPlaneDeparture,
    permission: 'mission_orders.create',
    flag: 'use_mission_orders',
    badge: INBOX_KIND_BADGES.mission_order,
  },
  {
    group: 'settings',
    labelKey: 'backOffice.cards.company',
    descriptionKey: 'backOffice.cards.companyText',
    path: '/back_office/company_management',
    icon: IconBuilding,
    permission: 'company.update',
  },
  // spec/3 §2 settings group, each card with common.create (spec/3 §6 "Create buttons"), in the spec's order.
  {
    group: 'settings',
    labelKey: 'backOffice.cards.vehicles',
    descriptionKey: 'backOffice.cards.vehiclesText',
    path: '/back_office/vehicle_management',
    icon: IconCar,
    permission: 'common.create',
  },
  {
    group: 'settings',
    labelKey: 'backOffice.cards.typesOfLeave',
    descriptionKey: 'backOffice.cards.typesOfLeaveText',
    path: '/back_office/type_of_leave_management',
    icon: IconCalendarCog,
    permission: 'common.create',
    flag: 'use_leaves',
  },
  {
    group: 'settings',
    labelKey: 'backOffice.cards.typesOfExpenses',
    descriptionKey: 'backOffice.cards.typesOfExpensesText',
    path: '/back_office/types-of-expenses',
    icon: IconReceipt,
    permission: 'common.create',
  },
  {
    group: 'settings',
    labelKey: 'backOffice.cards.typesOfOvertimes',
    descriptionKey: 'backOffice.cards.typesOfOvertimesText',
    path: '/back_office/overtime_management',
    icon: IconClockPlus,
    permission: 'common.create',
  },
  // Issue 28: the VAT rates the receipts pick from, with the other reference types.
  {
    group: 'settings',
    labelKey: 'backOffice.cards.taxRates',
    descriptionKey: 'backOffice.cards.taxRatesText',
    path: '/back_office/tax_management',
    icon: IconPercentage,
    permission: 'common.create',
  },
  {
    group: 'hr',
    labelKey: 'backOffice.cards.employeesManagement',
    descriptionKey: 'backOffice.cards.employeesManagementText',
    path: '/back_office/employees_management',
    icon: IconUsers,
    permission: 'user.create',
  },
  {
    group: 'hr',
    labelKey: 'wellness.management.card',
    descriptionKey: 'wellness.management.cardText',
    path: '/back_office/wellness_management',
    icon: IconMoodSmile,
    permission: 'user.create',
    flag: 'use_wellness',
  },
  {
    group: 'hr',
    labelKey: 'backOffice.cards.services',
    descriptionKey: 'backOffice.cards.servicesText',
    path: '/back_office/service_management',
    icon: IconSitemap,
    permission: 'user.create',
  },
  {
    group: 'hr',
    labelKey: 'backOffice.cards.contracts',
    descriptionKey: 'backOffice.cards.contractsText',
    path: '/back_office/contracts_management',
    icon: IconFileCertificate,
    permission: 'contract.create',
  },
  {
    group: 'hr',
    labelKey: 'backOffice.cards.news',
    descriptionKey: 'backOffice.cards.newsText',
    path: '/back_office/news_management',
    icon: IconNews,
    permission: 'lastnews.create',
  },
];

export type VisibleGroup = { id: BackOfficeGroupId; titleKey: string; cards: BackOfficeCard[] };

/** The sections the user sees: allowed by their own rule and holding at least one visible card. */
export function visibleBackOffice(me: Me, cards: readonly BackOfficeCard[] = BACK_OFFICE_CARDS): VisibleGroup[] {
  return BACK_OFFICE_GROUPS.flatMap((group) => {
    if (group.permission && !can(me, group.permission)) return [];
    const visible = cards.filter(
      (card) => card.group === group.id && can(me, card.permission) && (!card.flag || hasFlag(me, card.flag)),
    );
    return visible.length ? [{ id: group.id, titleKey: group.titleKey, cards: visible }] : [];
  });
}
