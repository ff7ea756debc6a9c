import { permissionsFor, type Role } from '@staff/shared';
import { IconUsers } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import type { Company, Me } from '../../lib/types';
import { type BackOfficeCard, visibleBackOffice } from './cards';

const company = { use_wellness: false } as Company;
const me = (roles: Role[]): Me =>
  ({ roles, permissions_table: permissionsFor(roles), is_staff: false, is_superuser: false, company }) as Me;

const card = (
  group: BackOfficeCard['group'],
  path: string,
  permission: string,
  flag?: 'use_wellness',
): BackOfficeCard => ({
  group,
  labelKey: 'x',
  descriptionKey: 'y',
  path,
  icon: IconUsers,
  permission,
  flag,
});

// Cards as spec/3 §6 declares them, to test the grouping rules whatever screens exist.
const CARDS = [
  card('operational', '/back_office/leave_management', 'leaves.validate'),
  card('projects', '/back_office/mission_orders_management', 'mission_orders.create'),
  card('hr', '/back_office/employees_management', 'user.create'),
  card('hr', '/back_office/wellness_management', 'user.create', 'use_wellness'),
  card('settings', '/back_office/company_management', 'company.update'),
];

const shown = (roles: Role[]) =>
  visibleBackOffice(me(roles), CARDS).map((group) => `${group.id}: ${group.cards.map((c) => c.path).join(' ')}`);

describe('back-office home', () => {
  it('shows the leave management card to those who validate leaves, on companies using leaves', () => {
    const paths = (roles: Role[], flags: Partial<Company> = { use_leaves: true }) =>
      visibleBackOffice({ ...me(roles), company: { ...company, ...flags } as Company }).flatMap((group) =>
        group.cards.map((c) => `${group.id}: ${c.path}`),
      );
    expect(paths(['administrator'])).toContain('operational: /back_office/leave_management');
    expect(paths(['accounting'])).toContain('operational: /back_office/leave_management');
    expect(paths(['collaborator'])).toEqual([]);
    expect(paths(['manager'], { use_leaves: false })).toEqual([]);
  });

  it('shows the Company card to company.update only (administrator), whatever the flags', () => {
    const paths = (roles: Role[]) =>
      visibleBackOffice({ ...me(roles), company: { ...company, use_leaves: false } as Company }).flatMap((group) =>
        group.cards.map((c) => `${group.id}: ${c.path}`),
      );
    const company = (roles: Role[]) => paths(roles).filter((p) => p.endsWith('company_management'));
    expect(company(['administrator'])).toEqual(['settings: /back_office/company_management']);
    expect(company(['hr'])).toEqual([]);
    expect(company(['manager'])).toEqual([]);
  });

  it('shows the News card, in the HR section, to lastnews.create only (hr, administrator)', () => {
    const news = (roles: Role[]) =>
      visibleBackOffice(me(roles)).flatMap((group) =>
        group.cards.filter((c) => c.path === '/back_office/news_management').map((c) => `${group.id}: ${c.path}`),
      );
    expect(news(['hr'])).toEqual(['hr: /back_office/news_management']);
    expect(news(['administrator'])).toEqual(['hr: /back_office/news_management']);
    expect(news(['manager'])).toEqual([]);
    expect(news(['accounting'])).toEqual([]);
    expect(news(['collaborator'])).toEqual([]);
  });

  it.each<[Role, string[]]>([
    ['accounting', ['operational: /back_office/leave_management']],
    ['manager', ['operational: /back_office/leave_management', 'projects: /back_office/mission_orders_management']],
    [
      'hr',
      [
        'operational: /back_office/leave_management',
        'projects: /back_office/mission_orders_management',
        'hr: /back_office/employees_management',
      ],
    ],
    [
      'administrator',
      [
        'operational: /back_office/leave_management',
        'projects: /back_office/mission_orders_management',
        'hr: /back_office/employees_management',
        'settings: /back_office/company_management',
      ],
    ],
    ['collaborator', []],
  ])('shows %s the groups and cards its permissions open, not the flagged-off ones', (role, expected) => {
    expect(shown([role])).toEqual(expected);
  });
});
