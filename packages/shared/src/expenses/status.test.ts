import { describe, expect, it } from 'vitest';
import {
  availableExpenseClaimActions,
  EXPENSE_CLAIM_STATUSES,
  type ExpenseClaimAction,
  type ExpenseClaimStatus,
  expenseClaimActionTo,
  expenseClaimActor,
} from './status';

/** spec/3 §4 "Expense claim", row for row: the action, the statuses it is offered for, its result. */
const SPEC_TABLE: [ExpenseClaimAction, ExpenseClaimStatus[], ExpenseClaimStatus][] = [
  ['suspend', ['draft'], 'suspended'],
  ['accept', ['submitted', 'refused', 'accepted'], 'accepted'],
  ['unlock', ['accepted', 'payed', 'suspended', 'submitted', 'refused'], 'draft'],
  ['pay', ['accepted', 'submitted', 'suspended', 'refused', 'payed'], 'payed'],
  ['refuse', ['submitted', 'refused', 'accepted', 'payed', 'draft'], 'refused'],
];

const validator = expenseClaimActor(1, 2, true);
const owner = expenseClaimActor(2, 2, false);
// A company-wide validator (hr) on their own claim: an owner, never its validator.
const validatorOwner = expenseClaimActor(3, 3, true);

describe('the back office’s five actions (spec/3 §4)', () => {
  describe.each(SPEC_TABLE)('%s', (action, offeredFor, result) => {
    it.each(EXPENSE_CLAIM_STATUSES.map((s) => [s]))('from %s', (status) => {
      const offered = offeredFor.includes(status);
      expect(availableExpenseClaimActions({ status }, validator).includes(action)).toBe(offered);
      const decided = expenseClaimActionTo(status, result, validator);
      // Each result is reached by one action only: the PATCH's target status names it.
      if (offered) expect(decided).toBe(action);
      else expect(decided).toBe('conflict');
    });

    it('is never the owner’s, even one who validates others', () => {
      for (const status of EXPENSE_CLAIM_STATUSES) {
        expect(availableExpenseClaimActions({ status }, owner)).not.toContain(action);
        expect(availableExpenseClaimActions({ status }, validatorOwner)).not.toContain(action);
        expect(expenseClaimActionTo(status, result, owner)).toBe('forbidden');
      }
    });
  });
});

describe('the owner’s send (spec/1 §4 "Only draft claims can be edited or sent")', () => {
  it.each(EXPENSE_CLAIM_STATUSES.map((s) => [s]))('from %s', (status) => {
    expect(availableExpenseClaimActions({ status }, owner)).toEqual(status === 'draft' ? ['send'] : []);
    expect(expenseClaimActionTo(status, 'submitted', owner)).toBe(status === 'draft' ? 'send' : 'conflict');
    expect(expenseClaimActionTo(status, 'submitted', validator)).toBe('forbidden');
  });
});

describe('expenseClaimActor: nobody is the validator of their own claim', () => {
  it.each([
    [1, 1, true, { isOwner: true, isValidator: false }],
    [1, 1, false, { isOwner: true, isValidator: false }],
    [1, 2, true, { isOwner: false, isValidator: true }],
    [1, 2, false, { isOwner: false, isValidator: false }],
  ])('viewer %i, owner %i, validates %s', (viewer, ownerId, validates, role) => {
    expect(expenseClaimActor(viewer, ownerId, validates)).toEqual(role);
  });
});
