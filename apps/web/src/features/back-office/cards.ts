import type { PermissionExpression } from '@staff/shared';
import { type Icon, IconBuilding, IconCalendarCheck, IconNews } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { LeavesToDecideBadge } from '../../components/LeavesToDecideBadge';
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
    labelKey: 'backOffice.cards.leaveManagement',
    descriptionKey: 'backOffice.cards.leaveManagementText',
    path: '/back_office/leave_management',
    icon: IconCalendarCheck,
    permission: 'leaves.validate',
    flag: 'use_leaves',
    badge: LeavesToDecideBadge,
  },
  {
    group: 'hr',
    labelKey: 'backOffice.cards.news',
    descriptionKey: 'backOffice.cards.newsText',
    path: '/back_office/news_management',
    icon: IconNews,
    permission: 'lastnews.create',
  },
  {
    group: 'settings',
    labelKey: 'backOffice.cards.company',
    descriptionKey: 'backOffice.cards.companyText',
    path: '/back_office/company_management',
    icon: IconBuilding,
    permission: 'company.update',
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
