import type { Role } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import type { Company, Me } from '../lib/types';
import { fakeMe } from '../test/fakeMe';
import { visibleNavigation } from './navigation';

const user = (roles: Role[], extra: Partial<Me> = {}) => fakeMe(roles, extra);

const paths = (me: Me) => visibleNavigation(me).map((entry) => entry.path);

describe('sidebar', () => {
  it.each<[string, Me, string[]]>([
    ['a collaborator', user(['collaborator']), ['/', '/leaves']],
    ['an assistant', user(['assistant']), ['/']],
    ['an accountant', user(['accounting']), ['/', '/back_office']],
    ['a manager', user(['manager']), ['/', '/back_office']],
    ['hr', user(['hr']), ['/', '/leaves', '/back_office']],
    ['an administrator', user(['administrator']), ['/', '/back_office']],
    [
      'a collaborator with the manager flag',
      user(['collaborator'], { is_staff: true }),
      ['/', '/leaves', '/back_office'],
    ],
    [
      'a collaborator of a company with activity reports',
      user(['collaborator'], { company: { use_leaves: true, use_activities: true } as Company }),
      ['/', '/activity', '/leaves'],
    ],
    [
      'an administrator of a company with activity reports (no self-service role)',
      user(['administrator'], { company: { use_activities: true } as Company }),
      ['/', '/back_office'],
    ],
    [
      'a collaborator of a company with expense claims: after activity reports, before leaves',
      user(['collaborator'], {
        company: { use_leaves: true, use_activities: true, use_expenses_claims: true } as Company,
      }),
      ['/', '/activity', '/expenses', '/leaves'],
    ],
    [
      'an accountant of a company with expense claims (no self-service role)',
      user(['accounting'], { company: { use_expenses_claims: true } as Company }),
      ['/', '/back_office'],
    ],
    [
      'a collaborator of a company with time tracking: after leaves, before the back office',
      user(['collaborator'], { is_staff: true, company: { use_leaves: true, use_time_tracking: true } as Company }),
      ['/', '/leaves', '/time-tracking/task-list', '/back_office'],
    ],
    [
      'an accountant of a company with time tracking (no time_tracking.create)',
      user(['accounting'], { company: { use_time_tracking: true } as Company }),
      ['/', '/back_office'],
    ],
    [
      'a collaborator of a company with mission orders: after time tracking, before the back office',
      user(['collaborator'], {
        is_staff: true,
        company: { use_leaves: true, use_time_tracking: true, use_mission_orders: true } as Company,
      }),
      ['/', '/leaves', '/time-tracking/task-list', '/mission_orders', '/back_office'],
    ],
    [
      'an assistant of a company with mission orders (mission_orders.view)',
      user(['assistant'], { company: { use_mission_orders: true } as Company }),
      ['/', '/mission_orders'],
    ],
    [
      'a collaborator of a company without mission orders',
      user(['collaborator'], { company: { use_leaves: true, use_mission_orders: false } as Company }),
      ['/', '/leaves'],
    ],
    [
      'a collaborator of a company without leaves',
      user(['collaborator'], { company: { use_leaves: false } as Company }),
      ['/'],
    ],
  ])('shows %s the entries of the pages that exist', (_who, me, expected) => {
    expect(paths(me)).toEqual(expected);
  });

  it('lists the entries in the order of the spec', () => {
    const orders = visibleNavigation(user(['administrator'])).map((entry) => entry.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});
