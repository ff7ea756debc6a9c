import { describe, expect, it } from 'vitest';
import { circuitPosition, circuitSteps } from './circuit';
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

describe('the approval circuit (issue 28): each step decided by its own people', () => {
  const validator = leaveActor(2, 1, true);
  const owner = leaveActor(1, 1, false);
  const at = (step: number, steps: number, decides: boolean) => ({ circuit: { step, steps, decides } });

  it.each<[string, Record<string, unknown>, LeaveActor, LeaveAction[]]>([
    // what, the circuit, who, the actions offered on a submitted leave
    ['no circuit', {}, validator, ['validate', 'refuse', 'unsubmit']],
    ['step 1 of 2, theirs', at(1, 2, true), validator, ['approve_step', 'refuse', 'unsubmit']],
    ['step 2 of 2, theirs', at(2, 2, true), validator, ['validate', 'refuse', 'unsubmit']],
    ['step 1 of 1, theirs', at(1, 1, true), validator, ['validate', 'refuse', 'unsubmit']],
    ['step 1 of 2, not theirs', at(1, 2, false), validator, ['unsubmit']],
    ['step 2 of 2, not theirs', at(2, 2, false), validator, ['unsubmit']],
    ['the requester, step 1 of 2', at(1, 2, false), owner, ['cancel']],
  ])('%s: %o', (_, circuit, actor, actions) => {
    expect(availableLeaveActions({ status: 'submitted', ...future, ...circuit }, actor, TODAY)).toEqual(actions);
  });

  it.each<[Record<string, unknown>, LeaveState, LeaveAction | null]>([
    // the circuit, the PATCH's target → the action it means for a validator
    [at(1, 2, true), 'accepted', 'approve_step'],
    [at(1, 2, true), 'submitted', 'approve_step'],
    [at(2, 2, true), 'accepted', 'validate'],
    [at(1, 2, true), 'refused', 'refuse'],
    [at(2, 2, true), 'refused', 'refuse'],
    [at(1, 2, false), 'accepted', null],
    [at(1, 2, false), 'refused', null],
    [at(1, 2, false), 'draft', 'unsubmit'],
    [{}, 'accepted', 'validate'],
  ])('%o → %s: %s', (circuit, target, action) => {
    expect(leaveActionFor({ status: 'submitted', ...future, ...circuit }, target, validator, TODAY)).toBe(action);
  });

  it('leaves a step not theirs without any decision to take (the server answers 409 leave.notYourStep)', () => {
    const context = { ...future, today: TODAY, ...at(2, 2, false) };
    expect(LEAVE_MACHINE.actionTo(validator, 'submitted', 'refused', context)).toBe('forbidden');
    expect(LEAVE_MACHINE.available('submitted', validator, context)).toEqual(['unsubmit']);
  });
});

describe('circuitSteps and circuitPosition: who decides which step', () => {
  it.each<[string, { role: 'manager' | 'hr'; deciders: number[] }[], number, unknown]>([
    [
      'both steps',
      [
        { role: 'manager', deciders: [5] },
        { role: 'hr', deciders: [8, 9] },
      ],
      1,
      [5, [8, 9]],
    ],
    [
      'an empty step skipped',
      [
        { role: 'manager', deciders: [] },
        { role: 'hr', deciders: [8] },
      ],
      1,
      [[8]],
    ],
    [
      'a step of the owner only skipped',
      [
        { role: 'manager', deciders: [1] },
        { role: 'hr', deciders: [8] },
      ],
      1,
      [[8]],
    ],
    [
      'the owner taken out of a step',
      [
        { role: 'manager', deciders: [1, 5] },
        { role: 'hr', deciders: [1] },
      ],
      1,
      [[5]],
    ],
    [
      'no step left',
      [
        { role: 'manager', deciders: [] },
        { role: 'hr', deciders: [1] },
      ],
      1,
      [],
    ],
  ])('%s', (_, people, ownerId, expected) => {
    const deciders = circuitSteps(people, ownerId).map((s) => s.deciders);
    expect(deciders).toEqual((expected as unknown[]).map((d) => (Array.isArray(d) ? d : [d])));
  });

  const circuit = [
    { role: 'manager' as const, deciders: [5] },
    { role: 'hr' as const, deciders: [8] },
  ];
  it.each<[string, number | null, number, unknown]>([
    ['submitted', 1, 5, { step: 1, steps: 2, decides: true }],
    ['submitted', 1, 8, { step: 1, steps: 2, decides: false }],
    ['submitted', 2, 8, { step: 2, steps: 2, decides: true }],
    ['submitted', null, 5, null],
    ['accepted', 2, 8, null],
  ])('%s at step %s, for user %i', (status, circuit_step, userId, position) => {
    expect(circuitPosition({ status, circuit, circuit_step }, userId)).toEqual(position);
  });
});
