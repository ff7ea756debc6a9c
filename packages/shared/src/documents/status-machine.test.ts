import { describe, expect, it } from 'vitest';
import { ACTIVITY_REPORT_MACHINE } from '../activities/status';
import { EXPENSE_CLAIM_MACHINE } from '../expenses/status';
import { LEAVE_MACHINE } from '../leaves/status';
import { type DocumentRole, defineStatusMachine, documentRole } from './status-machine';

const owner: DocumentRole = { isOwner: true, isValidator: false };
const validator: DocumentRole = { isOwner: false, isValidator: true };
const stranger: DocumentRole = { isOwner: false, isValidator: false };

/** A machine small enough to read whole: the owner sends, a validator accepts or sends back (with a reason). */
const toy = defineStatusMachine<'draft' | 'sent' | 'done', 'send' | 'accept' | 'back', { reason: boolean }>({
  statuses: ['draft', 'sent', 'done'],
  actions: ['send', 'accept', 'back'],
  transitions: {
    send: { from: ['draft'], to: 'sent', allowed: (r) => r.isOwner },
    accept: { from: ['sent'], to: 'done', allowed: (r) => r.isValidator },
    back: { from: ['sent', 'done'], to: 'draft', allowed: (r, c) => r.isValidator && c.reason },
  },
  editable: (status, role) => status === 'draft' && role.isOwner,
});

describe('defineStatusMachine: actionTo', () => {
  it.each<[string, DocumentRole, 'draft' | 'sent' | 'done', 'draft' | 'sent' | 'done', boolean, string]>([
    // who, role, current, target, reason → verdict
    ['the owner', owner, 'draft', 'sent', false, 'send'],
    ['the owner, again', owner, 'sent', 'sent', false, 'conflict'],
    ['the owner', owner, 'sent', 'done', false, 'forbidden'],
    ['a validator', validator, 'sent', 'done', false, 'accept'],
    ['a validator', validator, 'draft', 'done', false, 'conflict'],
    ['a validator', validator, 'draft', 'sent', false, 'forbidden'],
    ['a validator with a reason', validator, 'done', 'draft', true, 'back'],
    ['a validator without one', validator, 'done', 'draft', false, 'forbidden'],
    ['a stranger', stranger, 'draft', 'sent', false, 'forbidden'],
  ])('%s, %s → %s', (_who, role, current, target, reason, verdict) => {
    expect(toy.actionTo(role, current, target, { reason })).toBe(verdict);
  });

  it('lists the actions available now, in the order of its actions', () => {
    expect(toy.available('sent', validator, { reason: true })).toEqual(['accept', 'back']);
    expect(toy.available('sent', validator, { reason: false })).toEqual(['accept']);
    expect(toy.available('draft', owner, { reason: false })).toEqual(['send']);
    expect(toy.available('draft', stranger, { reason: true })).toEqual([]);
  });

  it("offers what changes the status only: the expense claim table's same-status rows are left out", () => {
    expect(EXPENSE_CLAIM_MACHINE.available('payed', validator)).toContain('pay');
    expect(EXPENSE_CLAIM_MACHINE.offered('payed', validator)).toEqual(['unlock', 'refuse']);
    expect(EXPENSE_CLAIM_MACHINE.offered('accepted', validator)).toEqual(['unlock', 'pay', 'refuse']);
    expect(EXPENSE_CLAIM_MACHINE.offered('submitted', validator)).toEqual(['accept', 'unlock', 'pay', 'refuse']);
    expect(toy.offered('sent', validator, { reason: true })).toEqual(['accept', 'back']);
  });

  it('answers its editability rule', () => {
    expect(toy.isEditable('draft', owner)).toBe(true);
    expect(toy.isEditable('draft', validator)).toBe(false);
    expect(toy.isEditable('sent', owner)).toBe(false);
  });
});

describe('documentRole: nobody is the validator of their own document', () => {
  it.each([
    [1, 1, true, { isOwner: true, isValidator: false }],
    [1, 1, false, { isOwner: true, isValidator: false }],
    [1, 2, true, { isOwner: false, isValidator: true }],
    [1, 2, false, { isOwner: false, isValidator: false }],
  ])('viewer %i, owner %i, decides %s', (viewer, ownerId, decides, role) => {
    expect(documentRole(viewer, ownerId, decides)).toEqual(role);
  });
});

describe('the three documents on one machine', () => {
  const TODAY = '2030-01-01';
  const roles: Record<string, DocumentRole> = { owner, validator };
  // document, role, current status, target status → what a PATCH {status} is.
  it.each([
    'leave owner draft submitted submit',
    'leave owner submitted accepted forbidden',
    'leave validator accepted refused conflict',
    'leave validator accepted draft unsubmit',
    'leave owner refused draft cancel',
    'report owner draft submitted send',
    'report validator draft submitted forbidden',
    'report validator draft accepted conflict',
    'report validator refused draft unlock',
    'claim owner draft submitted send',
    'claim owner submitted payed forbidden',
    'claim validator draft payed conflict',
    'claim validator draft refused refuse',
  ])('%s', (line) => {
    const [document, who, current, target, verdict] = line.split(' ') as [string, string, never, never, string];
    const role = roles[who]!;
    const decided =
      document === 'leave'
        ? LEAVE_MACHINE.actionTo(role, current, target, { begin_date: '2030-02-01', today: TODAY })
        : document === 'report'
          ? ACTIVITY_REPORT_MACHINE.actionTo(role, current, target)
          : EXPENSE_CLAIM_MACHINE.actionTo(role, current, target);
    expect(decided).toBe(verdict);
  });

  it('a leave that has begun is no longer its requester’s to take back (403)', () => {
    expect(LEAVE_MACHINE.actionTo(owner, 'refused', 'draft', { begin_date: '2029-12-01', today: TODAY })).toBe(
      'forbidden',
    );
  });

  it('edits: a draft by its owner; a leave also when submitted, by a manager', () => {
    expect(EXPENSE_CLAIM_MACHINE.isEditable('draft', owner)).toBe(true);
    expect(ACTIVITY_REPORT_MACHINE.isEditable('submitted', owner)).toBe(false);
    expect(LEAVE_MACHINE.isEditable('submitted', validator)).toBe(true);
    expect(LEAVE_MACHINE.isEditable('submitted', owner)).toBe(false);
  });
});
