import { describe, expect, it } from 'vitest';
import { availableLeaveActions, type LeaveStatus, leaveActor } from './status';

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
