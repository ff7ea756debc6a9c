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
    expect(paths(['manager'], { use_leaves: false })).not.toContain('operational: /back_office/leave_management');
  });

  it('shows the monthly synthesis, then the activity reports card, to their permissions, on companies using activities, before leaves', () => {
    const paths = (roles: Role[], flags: Partial<Company> = { use_activities: true, use_leaves: true }) =>
      visibleBackOffice({ ...me(roles), company: { ...company, ...flags } as Company }).flatMap((group) =>
        group.cards.map((c) => `${group.id}: ${c.path}`),
      );
    for (const role of ['manager', 'hr', 'accounting', 'administrator'] as Role[])
      expect(paths([role]).slice(0, 3)).toEqual([
        'operational: /back_office/monthly_synthesis',
        'operational: /back_office/activity_reports_management',
        'operational: /back_office/leave_management',
      ]);
    expect(paths(['assistant'])).not.toContain('operational: /back_office/monthly_synthesis');
    expect(paths(['manager'], { use_activities: false })).not.toContain('operational: /back_office/monthly_synthesis');
    expect(paths(['collaborator'])).toEqual([]);
    expect(paths(['manager'], { use_activities: false })).not.toContain(
      'operational: /back_office/activity_reports_management',
    );
  });

  it('shows the expense claims card to those who validate claims, on companies using them, between activities and leaves', () => {
    const flags = { use_activities: true, use_expenses_claims: true, use_leaves: true };
    const paths = (roles: Role[], flagged: Partial<Company> = flags) =>
      visibleBackOffice({ ...me(roles), company: { ...company, ...flagged } as Company }).flatMap((group) =>
        group.cards.map((c) => `${group.id}: ${c.path}`),
      );
    // The monthly synthesis comes first (its own test above); the three validation screens follow in this order.
    for (const role of ['manager', 'hr', 'accounting', 'administrator'] as Role[])
      expect(
        paths([role])
          .filter((p) => !p.endsWith('monthly_synthesis'))
          .slice(0, 3),
      ).toEqual([
        'operational: /back_office/activity_reports_management',
        'operational: /back_office/expense_claim_management',
        'operational: /back_office/leave_management',
      ]);
    expect(paths(['collaborator'])).toEqual([]);
    expect(paths(['manager'], { ...flags, use_expenses_claims: false })).not.toContain(
      'operational: /back_office/expense_claim_management',
    );
  });

  it('shows the customers and projects card to manager, hr and administrator (spec/3 §6), never to the others', () => {
    const paths = (roles: Role[]) =>
      visibleBackOffice(me(roles)).flatMap((group) => group.cards.map((c) => `${group.id}: ${c.path}`));
    for (const role of ['manager', 'hr', 'administrator'] as Role[])
      expect(paths([role])).toContain('projects: /back_office/customer-management');
    for (const role of ['accounting', 'collaborator', 'assistant'] as Role[])
      expect(paths([role])).not.toContain('projects: /back_office/customer-management');
  });

  it('shows the mission orders card to mission_orders.create (managers), on companies using mission orders', () => {
    const paths = (roles: Role[], use_mission_orders: boolean) =>
      visibleBackOffice({ ...me(roles), company: { ...company, use_mission_orders } as Company }).flatMap((group) =>
        group.cards.map((c) => `${group.id}: ${c.path}`),
      );
    expect(paths(['manager'], true)).toContain('projects: /back_office/mission_orders_management');
    expect(paths(['manager'], false)).not.toContain('projects: /back_office/mission_orders_management');
    for (const role of ['accounting', 'collaborator', 'assistant'] as Role[])
      expect(paths([role], true)).not.toContain('projects: /back_office/mission_orders_management');
  });

  it('shows the Company card to company.update only (administrator), whatever the flags', () => {
    const paths = (roles: Role[]) =>
      visibleBackOffice({ ...me(roles), company: { ...company, use_leaves: false } as Company }).flatMap((group) =>
        group.cards.map((c) => `${group.id}: ${c.path}`),
      );
    const companyCard = 'settings: /back_office/company_management';
    expect(paths(['administrator'])).toContain(companyCard);
    for (const role of ['hr', 'manager', 'accounting', 'collaborator'] as Role[]) {
      expect(paths([role])).not.toContain(companyCard);
    }
  });

  it('shows the employees card to those holding user.create (hr, administrator), in the HR section', () => {
    const paths = (roles: Role[]) =>
      visibleBackOffice(me(roles)).flatMap((group) => group.cards.map((c) => `${group.id}: ${c.path}`));
    expect(paths(['hr'])).toContain('hr: /back_office/employees_management');
    expect(paths(['administrator'])).toContain('hr: /back_office/employees_management');
    expect(paths(['manager'])).not.toContain('hr: /back_office/employees_management');
    expect(paths(['accounting'])).toEqual([]);
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

describe('the settings cards of the reference types', () => {
  const settings = (roles: Role[], flags: Partial<Company> = { use_leaves: true }) =>
    visibleBackOffice({ ...me(roles), company: { ...company, ...flags } as Company })
      .filter((group) => group.id === 'settings')
      .flatMap((group) => group.cards.map((c) => c.path));

  it('shows the company, vehicles, types of leave, of expenses and of overtimes, VAT rates to the administrator', () => {
    expect(settings(['administrator'])).toEqual([
      '/back_office/company_management',
      '/back_office/vehicle_management',
      '/back_office/type_of_leave_management',
      '/back_office/types-of-expenses',
      '/back_office/overtime_management',
      '/back_office/tax_management',
    ]);
  });

  it('shows none to hr, manager or accounting', () => {
    for (const role of ['hr', 'manager', 'accounting'] as Role[]) expect(settings([role])).toEqual([]);
  });

  it('hides the types of leave when the company does not use leaves', () => {
    expect(settings(['administrator'], { use_leaves: false })).not.toContain('/back_office/type_of_leave_management');
  });
});
describe('the services and contracts cards', () => {
  const paths = (roles: Role[]) =>
    visibleBackOffice(me(roles)).flatMap((group) => group.cards.map((c) => `${group.id}: ${c.path}`));

  it('shows them in the HR section to hr and administrators (user.create, contract.create), to nobody else', () => {
    for (const role of ['hr', 'administrator'] as Role[]) {
      expect(paths([role])).toEqual(
        expect.arrayContaining(['hr: /back_office/service_management', 'hr: /back_office/contracts_management']),
      );
    }
    for (const role of ['manager', 'accounting', 'collaborator', 'assistant'] as Role[]) {
      expect(paths([role]).filter((p) => p.startsWith('hr:'))).toEqual([]);
    }
  });
});
describe('the project summaries cards', () => {
  const SUMMARIES = [
    'projects: /back_office/project_summary_customer',
    'projects: /back_office/project_summary_salary',
  ];
  const paths = (roles: Role[], flags: Partial<Company> = { use_activities: true }) =>
    visibleBackOffice({ ...me(roles), company: { ...company, ...flags } as Company }).flatMap((group) =>
      group.cards.map((c) => `${group.id}: ${c.path}`),
    );

  it('shows both, first of the Projects section, to activities.validate (spec/3 §6), on companies using activities', () => {
    for (const role of ['accounting', 'manager', 'hr', 'administrator'] as Role[]) {
      expect(
        paths([role])
          .filter((p) => p.startsWith('projects:'))
          .slice(0, 2),
      ).toEqual(SUMMARIES);
    }
    for (const role of ['collaborator', 'assistant'] as Role[]) expect(paths([role])).toEqual([]);
    expect(paths(['accounting'], { use_activities: false })).not.toEqual(expect.arrayContaining(SUMMARIES));
  });
});
