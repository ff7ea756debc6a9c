import { LEAVE_STATUSES, type LeaveStatus } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { LEAVE_RIGHTS, type LeavePolicyActor, type LeaveRight, type LeaveVerdict, leavePolicy } from './leaves.policy';

/** The leave's owner is user 1; the actors around it. */
const OWNER = 1;
const TODAY = '2030-01-10';
const actors: Record<string, LeavePolicyActor> = {
  owner: { userId: OWNER, companyId: 1, scope: { all: false, ownerIds: new Set() }, today: TODAY },
  // hr decides on everybody's leaves but their own: on their own leave they are its owner only.
  'owner with a company-wide scope': { userId: OWNER, companyId: 1, scope: { all: true }, today: TODAY },
  'manager of the owner': { userId: 2, companyId: 1, scope: { all: false, ownerIds: new Set([OWNER]) }, today: TODAY },
  hr: { userId: 3, companyId: 1, scope: { all: true }, today: TODAY },
  'manager of another service': {
    userId: 4,
    companyId: 1,
    scope: { all: false, ownerIds: new Set([9]) },
    today: TODAY,
  },
  colleague: { userId: 5, companyId: 1, scope: { all: false, ownerIds: new Set() }, today: TODAY },
};

const leave = (status: LeaveStatus, begin_date = '2030-02-01') => ({ owner_id: OWNER, status, begin_date });

const A = 'allow';
const C = 'conflict';
const F = 'forbidden';
/** Per status, the verdict of each right in LEAVE_RIGHTS' order: read, download, edit, attach, delete, decide. */
type Row = [LeaveVerdict, LeaveVerdict, LeaveVerdict, LeaveVerdict, LeaveVerdict, LeaveVerdict];
const OWNER_ROWS: Record<LeaveStatus, Row> = {
  draft: [A, A, A, A, A, F],
  submitted: [A, A, C, A, C, F],
  accepted: [A, A, C, C, C, F],
  refused: [A, A, C, C, C, F],
};
const VALIDATOR_ROWS: Record<LeaveStatus, Row> = {
  draft: [A, A, A, A, A, C],
  submitted: [A, A, A, A, C, A],
  accepted: [A, A, C, C, C, A],
  refused: [A, A, C, C, C, C],
};
const UNSEEN: Row = ['not_found', 'not_found', 'not_found', 'not_found', 'not_found', 'not_found'];
const EXPECTED: Record<string, Record<LeaveStatus, Row>> = {
  owner: OWNER_ROWS,
  'owner with a company-wide scope': OWNER_ROWS,
  'manager of the owner': VALIDATOR_ROWS,
  hr: VALIDATOR_ROWS,
  'manager of another service': { draft: UNSEEN, submitted: UNSEEN, accepted: UNSEEN, refused: UNSEEN },
  colleague: { draft: UNSEEN, submitted: UNSEEN, accepted: UNSEEN, refused: UNSEEN },
};

const cases = Object.entries(EXPECTED).flatMap(([who, rows]) =>
  LEAVE_STATUSES.flatMap((status) =>
    LEAVE_RIGHTS.map((right, i): [string, LeaveStatus, LeaveRight, LeaveVerdict] => [
      who,
      status,
      right,
      rows[status][i]!,
    ]),
  ),
);

describe('leave policy: actor × status × right', () => {
  it.each(cases)('%s, %s leave, %s → %s', (who, status, right, expected) => {
    expect(leavePolicy.verdict(actors[who]!, leave(status), right)).toBe(expected);
  });
});

/** The status a leavePolicy.transition call answers: 200 with the action, or its error's status. */
function transition(who: string, status: LeaveStatus, target: LeaveStatus, begin?: string): number | string {
  try {
    return leavePolicy.transition(actors[who]!, leave(status, begin), target);
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe('leave policy: PATCH {status}', () => {
  it.each([
    ['owner', 'draft', 'submitted', 'submit'],
    ['owner', 'submitted', 'draft', 'cancel'],
    ['owner', 'refused', 'draft', 'cancel'],
    // Taken back from accepted is the validator's unsubmit, never the owner's: but cancel is his, from other statuses.
    ['owner', 'accepted', 'draft', 409],
    // Nobody decides on their own leave: not a status question, so 403.
    ['owner', 'submitted', 'accepted', 403],
    ['owner with a company-wide scope', 'submitted', 'accepted', 403],
    ['owner with a company-wide scope', 'submitted', 'refused', 403],
    ['manager of the owner', 'submitted', 'accepted', 'validate'],
    ['manager of the owner', 'submitted', 'refused', 'refuse'],
    ['manager of the owner', 'accepted', 'draft', 'unsubmit'],
    ['manager of the owner', 'draft', 'accepted', 409],
    ['hr', 'refused', 'accepted', 409],
    ['colleague', 'submitted', 'accepted', 404],
    ['manager of another service', 'accepted', 'draft', 404],
  ] as const)('%s: %s → %s gives %s', (who, status, target, expected) => {
    expect(transition(who, status, target)).toBe(expected);
  });

  it('refuses the requester taking back a leave that has begun (403: it will never be his to take back)', () => {
    expect(transition('owner', 'submitted', 'draft', TODAY)).toBe(403);
    expect(transition('manager of the owner', 'submitted', 'draft', TODAY)).toBe('unsubmit');
  });
});
