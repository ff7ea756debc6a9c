import { describe, expect, it } from 'vitest';
import {
  availableMissionOrderActions,
  isMissionOrderDeletable,
  MISSION_ORDER_MACHINE,
  MISSION_ORDER_STATUSES,
  type MissionOrderAction,
  type MissionOrderActor,
  type MissionOrderStatus,
  missionOrderActionTo,
  missionOrderActor,
  missionOrderRowActions,
} from './status';

type Role = 'manager' | 'owner' | 'other';
// Order 1 belongs to employee 2; its current manager is 1. Employee 3 is neither.
const ORDER = { owner: 2, current_manager: 1 };
const ACTORS: Record<Role, MissionOrderActor> = {
  manager: missionOrderActor(1, ORDER),
  owner: missionOrderActor(2, ORDER),
  other: missionOrderActor(3, ORDER),
};

/**
 * spec/2 §4.2, written out: for each role, the targets it may ever reach and from where, with the action. A target
 * listed for a role is a conflict (409) from any other status; a target not listed is forbidden (403).
 */
const REACHABLE: Record<
  Role,
  Partial<Record<MissionOrderStatus, Partial<Record<MissionOrderStatus, MissionOrderAction>>>>
> = {
  manager: {
    submitted: { draft: 'submit', refused: 'submit', ask: 'submit', edition: 'submit' },
    draft: { refused: 'redraft', ask: 'redraft' },
    edition: { accepted: 'reopen', signed: 'reopen' },
  },
  owner: {
    accepted: { submitted: 'accept' },
    refused: { submitted: 'refuse' },
  },
  other: {},
};

const cases = (['manager', 'owner', 'other'] as const).flatMap((role) =>
  MISSION_ORDER_STATUSES.flatMap((from) => MISSION_ORDER_STATUSES.map((to) => [role, from, to] as const)),
);

describe('every (role, from, to) of the machine (spec/2 §4.2)', () => {
  it.each(cases)('%s: %s → %s', (role, from, to) => {
    const reachable = REACHABLE[role][to];
    const expected = reachable ? (reachable[from] ?? 'conflict') : 'forbidden';
    expect(missionOrderActionTo(from, to, ACTORS[role])).toBe(expected);
  });

  it.each(cases.filter(([, , to]) => to === 'draft'))('%s: the actions offered from %s', (role, from) => {
    const offered = Object.values(REACHABLE[role]).flatMap((froms) => (froms[from] ? [froms[from]] : []));
    expect(availableMissionOrderActions({ status: from }, ACTORS[role]).sort()).toEqual(offered.sort());
  });
});

describe('missionOrderActor: the current manager decides, never on their own order', () => {
  it.each([
    [1, { owner: 2, current_manager: 1 }, { isOwner: false, isValidator: true }],
    [2, { owner: 2, current_manager: 1 }, { isOwner: true, isValidator: false }],
    [1, { owner: 1, current_manager: 1 }, { isOwner: true, isValidator: false }],
    [3, { owner: 2, current_manager: 1 }, { isOwner: false, isValidator: false }],
  ])('viewer %i of %o', (viewer, order, role) => {
    expect(missionOrderActor(viewer, order)).toEqual(role);
  });
});

/** Editable (E) and deletable (D), by status, for the manager, the owner and anybody else. */
const RIGHTS: [MissionOrderStatus, manager: string, owner: string][] = [
  ['draft', 'ED', ''],
  ['submitted', 'ED', ''],
  ['accepted', 'D', ''],
  ['refused', 'ED', ''],
  ['edition', 'E', ''],
  ['signed', '', ''],
  ['ask', 'ED', 'ED'],
];

describe('who edits and deletes (spec/2 §2.3 row actions, §4.2 "Employee-side delete only when status is ask")', () => {
  it.each(RIGHTS)('%s: manager %s, owner %s', (status, manager, owner) => {
    for (const [role, rights] of [
      ['manager', manager],
      ['owner', owner],
      ['other', ''],
    ] as const) {
      expect(MISSION_ORDER_MACHINE.isEditable(status, ACTORS[role])).toBe(rights.includes('E'));
      expect(isMissionOrderDeletable(status, ACTORS[role])).toBe(rights.includes('D'));
    }
  });
});

describe('the manager list’s row actions (spec/2 §2.3)', () => {
  it.each<[MissionOrderStatus, string[]]>([
    ['draft', ['edit', 'pdf', 'duplicate', 'submit', 'delete']],
    ['submitted', ['edit', 'pdf', 'duplicate', 'delete']],
    ['accepted', ['view', 'pdf', 'duplicate', 'delete']],
    ['refused', ['edit', 'pdf', 'duplicate', 'submit', 'delete']],
    ['edition', ['edit', 'pdf', 'duplicate']],
    ['signed', ['view', 'pdf', 'duplicate']],
    ['ask', ['edit', 'pdf', 'delete']],
  ])('%s: %j', (status, actions) => {
    expect(missionOrderRowActions(status)).toEqual(actions);
  });

  it('offers submit only where the machine lets the manager submit', () => {
    for (const status of MISSION_ORDER_STATUSES) {
      if (missionOrderRowActions(status).includes('submit')) {
        expect(missionOrderActionTo(status, 'submitted', ACTORS.manager)).toBe('submit');
      }
    }
  });
});
