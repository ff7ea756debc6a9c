import { describe, expect, it } from 'vitest';
import {
  availableLeaveActions,
  LEAVE_MACHINE,
  type LeaveAction,
  type LeaveActor,
  type LeaveState,
  type LeaveStatus,
  leaveActionFor,
  leaveActor,
  leaveStateOf,
} from './status';

const TODAY = '2030-01-01';
const future = { begin_date: '2030-02-04' };

describe('leaveActor: nobody is the validator of their own leave', () => {
  it.each([
    // viewer, owner, decides for the owner → role
    [1, 1, true, { isOwner: true, isValidator: false }],
    [1, 1, false, { isOwner: true, isValidator: false }],
    [1, 2, true, { isOwner: false, isValidator: true }],
    [1, 2, false, { isOwner: false, isValidator: false }],
  ])('viewer %i, owner %i, decides %s', (viewer, owner, decides, role) => {
    expect(leaveActor(viewer, owner, decides)).toEqual(role);
  });

  it.each<[LeaveStatus, string[], string[]]>([
    // status, a company-wide validator on their own leave, on someone else's
    ['draft', ['submit'], ['submit']],
    ['submitted', ['cancel'], ['validate', 'refuse', 'unsubmit']],
    ['accepted', [], ['unsubmit']],
    ['refused', ['cancel'], []],
  ])('a %s leave offers its validator-owner no decision', (status, own, others) => {
    expect(availableLeaveActions({ status, ...future }, leaveActor(7, 7, true), TODAY)).toEqual(own);
    expect(availableLeaveActions({ status, ...future }, leaveActor(7, 8, true), TODAY)).toEqual(others);
  });
});

describe('the cancellation workflow (issue 28): an accepted leave cancelled on request', () => {
  const owner = leaveActor(1, 1, false);
  const validator = leaveActor(2, 1, true);
  const stranger = leaveActor(3, 1, false);
  const begun = { begin_date: '2029-12-01' };
  const workflow = { cancellation_workflow: true };

  it('is the state of an accepted leave with a request, and only of one', () => {
    expect(leaveStateOf({ status: 'accepted', cancellation_requested_at: new Date() })).toBe('cancellation_requested');
    expect(leaveStateOf({ status: 'accepted', cancellation_requested_at: null })).toBe('accepted');
    expect(leaveStateOf({ status: 'draft', cancellation_requested_at: new Date() })).toBe('draft');
  });

  it.each<[string, LeaveState, LeaveActor, Record<string, unknown>, LeaveAction[]]>([
    // what, state, who, the leave, the actions offered
    ['the requester, workflow on', 'accepted', owner, { ...future, ...workflow }, ['request_cancellation']],
    ['the requester, workflow off', 'accepted', owner, future, []],
    ['the requester, begun', 'accepted', owner, { ...begun, ...workflow }, []],
    ['a validator, accepted', 'accepted', validator, { ...future, ...workflow }, ['unsubmit']],
    [
      'a validator, requested',
      'cancellation_requested',
      validator,
      future,
      ['accept_cancellation', 'refuse_cancellation'],
    ],
    ['the requester, requested', 'cancellation_requested', owner, { ...future, ...workflow }, []],
    ['a stranger, requested', 'cancellation_requested', stranger, future, []],
  ])('%s: %s offers %o', (_, status, actor, leave, actions) => {
    expect(availableLeaveActions({ status, begin_date: '', ...leave }, actor, TODAY)).toEqual(actions);
  });

  it.each<[LeaveState, LeaveState, LeaveActor, boolean, LeaveAction | null]>([
    // state, target, who, workflow → the action a PATCH means
    ['accepted', 'draft', owner, true, 'request_cancellation'],
    ['accepted', 'cancellation_requested', owner, true, 'request_cancellation'],
    ['accepted', 'draft', owner, false, null],
    ['accepted', 'cancellation_requested', owner, false, null],
    ['accepted', 'draft', validator, true, 'unsubmit'],
    ['cancellation_requested', 'draft', validator, true, 'accept_cancellation'],
    ['cancellation_requested', 'accepted', validator, true, 'refuse_cancellation'],
    ['cancellation_requested', 'draft', owner, true, null],
    ['cancellation_requested', 'refused', validator, true, null],
  ])('%s → %s by %o, workflow %s: %s', (status, target, actor, cancellation_workflow, action) => {
    const leave = { status, ...future, cancellation_workflow };
    expect(leaveActionFor(leave, target, actor, TODAY)).toBe(action);
  });

  it('keeps a requested leave read-only, for everyone', () => {
    expect(LEAVE_MACHINE.isEditable('cancellation_requested', validator)).toBe(false);
    expect(LEAVE_MACHINE.isEditable('cancellation_requested', owner)).toBe(false);
  });

  it('gives the second decision on one request nothing to do: the request is gone', () => {
    const context = { ...future, today: TODAY, cancellation_workflow: true };
    expect(LEAVE_MACHINE.actionTo(validator, 'draft', 'draft', context)).toBe('conflict');
    expect(LEAVE_MACHINE.actionTo(validator, 'draft', 'accepted', context)).toBe('conflict');
    expect(LEAVE_MACHINE.actionTo(owner, 'cancellation_requested', 'cancellation_requested', context)).toBe('conflict');
  });
});
