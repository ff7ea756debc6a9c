import { type DocumentRole, defineStatusMachine, documentRole } from '../documents/status-machine';

/**
 * Expense claim statuses (spec/1 §4, spec/3 §4 "Expense claim") and the one state machine the server decides with and
 * the web app draws its buttons from, like the activity reports' (activities/status.ts).
 */
export const EXPENSE_CLAIM_STATUSES = ['draft', 'submitted', 'accepted', 'refused', 'payed', 'suspended'] as const;
export type ExpenseClaimStatus = (typeof EXPENSE_CLAIM_STATUSES)[number];

/** The back-office list's status filter offers these only (spec/3 §2 "status (draft or submitted only)"). */
export const EXPENSE_CLAIM_FILTER_STATUSES = ['draft', 'submitted'] as const;

/**
 * What the exports and their preview take: the claims accounting owes or has paid (see
 * docs/decisions/expense-claims.md).
 */
export const EXPORTED_EXPENSE_CLAIM_STATUSES = ['accepted', 'payed'] as const satisfies readonly ExpenseClaimStatus[];

export const EXPENSE_CLAIM_STATUS_COLORS: Record<
  ExpenseClaimStatus,
  'warning' | 'info' | 'success' | 'error' | 'gray' | 'teal'
> = {
  draft: 'warning',
  submitted: 'info',
  accepted: 'success',
  refused: 'error',
  payed: 'teal',
  suspended: 'gray',
};

/** What a person is to a claim: its owner, and whether they validate that owner's claims (expenses_claims.validate). */
export type ExpenseClaimActor = DocumentRole;

/** Nobody validates their own claim, whatever their role (documentRole, as for leaves and activity reports). */
export const expenseClaimActor = documentRole;

export const EXPENSE_CLAIM_ACTIONS = ['send', 'suspend', 'accept', 'unlock', 'pay', 'refuse'] as const;
export type ExpenseClaimAction = (typeof EXPENSE_CLAIM_ACTIONS)[number];

/**
 * The transitions: the owner sends a draft (spec/1 §4); the back office's five actions are spec/3 §4's table, row for
 * row (accepting an accepted claim, paying a paid one or refusing a refused one is offered there too: it records who
 * confirmed it, and when, in the history). Only a draft is edited or sent: meals, comment, transport cost, receipts,
 * travel expenses, attachments.
 */
export const EXPENSE_CLAIM_MACHINE = defineStatusMachine({
  statuses: EXPENSE_CLAIM_STATUSES,
  actions: EXPENSE_CLAIM_ACTIONS,
  transitions: {
    send: { from: ['draft'], to: 'submitted', allowed: (a) => a.isOwner },
    suspend: { from: ['draft'], to: 'suspended', allowed: (a) => a.isValidator },
    accept: { from: ['submitted', 'refused', 'accepted'], to: 'accepted', allowed: (a) => a.isValidator },
    unlock: {
      from: ['accepted', 'payed', 'suspended', 'submitted', 'refused'],
      to: 'draft',
      allowed: (a) => a.isValidator,
    },
    pay: {
      from: ['accepted', 'submitted', 'suspended', 'refused', 'payed'],
      to: 'payed',
      allowed: (a) => a.isValidator,
    },
    refuse: {
      from: ['submitted', 'refused', 'accepted', 'payed', 'draft'],
      to: 'refused',
      allowed: (a) => a.isValidator,
    },
  },
  editable: (status) => status === 'draft',
});

export const EXPENSE_CLAIM_TRANSITIONS = EXPENSE_CLAIM_MACHINE.transitions;

/** Only a draft is edited or sent (the machine's rule, whoever asks). */
export const isExpenseClaimEditable = (status: ExpenseClaimStatus): boolean =>
  EXPENSE_CLAIM_MACHINE.isEditable(status, { isOwner: true, isValidator: false });

/** The actions an actor may take on a claim now. */
export const availableExpenseClaimActions = (
  claim: { status: ExpenseClaimStatus },
  actor: ExpenseClaimActor,
): ExpenseClaimAction[] => EXPENSE_CLAIM_MACHINE.available(claim.status, actor);

/**
 * The action a PATCH {status: target} is, for an actor, from the current status: `forbidden` when no transition to
 * the target is ever theirs (403), `conflict` when one is but not from here (409).
 */
export const expenseClaimActionTo = (
  status: ExpenseClaimStatus,
  target: ExpenseClaimStatus,
  actor: ExpenseClaimActor,
): ExpenseClaimAction | 'forbidden' | 'conflict' => EXPENSE_CLAIM_MACHINE.actionTo(actor, status, target);
