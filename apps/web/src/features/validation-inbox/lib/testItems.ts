import type { InboxItemOut } from '@staff/shared';

const ALICE = { id: 7, first_name: 'Alice', last_name: 'Martin' };
/** What most items share: Alice's, sent, waiting for a decision, with no figure yet. */
const SENT = {
  step: 'decide',
  status: 'submitted',
  owner: ALICE,
  days: null,
  overtime_minutes: null,
  total: null,
  circuit: null,
} as const;

/** Inbox items as the server sends them, for the tests: Alice's sent leave, report and claim, Bob's claim to pay. */
export const ITEMS = {
  leave: {
    ...SENT,
    kind: 'leave',
    id: 5,
    begin: '2031-02-04',
    end: '2031-02-05',
    waiting_since: '2026-11-02T09:00:00.000Z',
    days: 2,
    actions: ['validate', 'refuse', 'unsubmit'],
  },
  report: {
    ...SENT,
    kind: 'activity_report',
    id: 5,
    begin: '2026-10-01',
    end: '2026-10-31',
    waiting_since: '2026-11-03T09:00:00.000Z',
    days: 21.5,
    overtime_minutes: 195,
    actions: ['unlock', 'validate', 'refuse'],
  },
  claim: {
    ...SENT,
    kind: 'expense_claim',
    id: 9,
    begin: '2026-10-01',
    end: '2026-10-31',
    waiting_since: '2026-11-04T09:00:00.000Z',
    total: 1234.5,
    actions: ['accept', 'unlock', 'pay', 'refuse'],
  },
  toPay: {
    ...SENT,
    kind: 'expense_claim',
    id: 10,
    step: 'pay',
    status: 'accepted',
    owner: { id: 8, first_name: 'Bob', last_name: 'Durand' },
    begin: '2026-09-01',
    end: '2026-09-30',
    waiting_since: '2026-10-20T09:00:00.000Z',
    total: 80,
    actions: ['unlock', 'pay', 'refuse'],
  },
  /** Alice's accepted leave whose cancellation she asked (issue 28). */
  cancellation: {
    ...SENT,
    kind: 'leave_cancellation',
    id: 6,
    status: 'accepted',
    begin: '2031-03-03',
    end: '2031-03-03',
    waiting_since: '2026-11-06T09:00:00.000Z',
    days: 1,
    actions: ['accept_cancellation', 'refuse_cancellation'],
  },
  order: {
    ...SENT,
    kind: 'mission_order',
    id: 3,
    step: 'complete',
    status: 'ask',
    begin: '2027-01-11',
    end: '2027-01-12',
    waiting_since: '2026-11-05T09:00:00.000Z',
    actions: ['submit', 'redraft'],
  },
} satisfies Record<string, InboxItemOut>;
