import {
  ACTIVITY_REPORT_TRANSITIONS,
  EXPENSE_CLAIM_TRANSITIONS,
  type InboxItemOut,
  type InboxKind,
  LEAVE_TRANSITIONS,
  monthYearName,
} from '@staff/shared';

/** What the inbox lets one do to an item in place: accept it (validate), refuse it, or pay an accepted claim. */
export const DECISIONS = ['accept', 'pay', 'refuse'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The module's own action behind a decision, and the status its PATCH asks for (the shared machine's). */
type ModuleAction = { action: string; status: string };

export type InboxKindSpec = {
  /** The module's status PATCH (the same call its own screens make) and the cache root its answer refreshes. */
  patchPath: (id: number) => string;
  cacheRoot: readonly string[];
  /** Where the item opens: the back office's page of it (a mission order's form, to complete it). */
  link: (id: number) => string;
  decisions: Partial<Record<Decision, ModuleAction>>;
  /**
   * The action behind a decision when the item offers it rather than the usual one: accepting a leave at a step of
   * its approval circuit that is not the last accepts that step (issue 28).
   */
  stepDecisions?: Partial<Record<Decision, ModuleAction>>;
  /** Where the module keeps its confirmations' texts: `{prefix}.{action}.title|text|action|done|failed`. */
  textPrefix: string;
  /** Whether the period is a month (reports, claims) rather than a span of days. */
  monthly: boolean;
  /**
   * Whether its PATCH says which action it means (a leave's cancellation: its targets, draft and accepted, are also
   * an unsubmit's and a validation's), so that a decision another validator took first is refused, not redone.
   */
  namesAction?: boolean;
};

const moduleAction = <A extends string>(action: A, transitions: Record<A, { to: string }>): ModuleAction => ({
  action,
  status: transitions[action].to,
});

/** Where a leave is decided, whether on the request or on its cancellation: its PATCH, cache, page and texts. */
const LEAVE_PLACE = {
  patchPath: (id: number) => `leave/${id}/`,
  cacheRoot: ['leave'],
  link: (id: number) => `/back_office/leave_management/leave-view/${id}`,
  textPrefix: 'leaves.management',
  monthly: false,
} as const;

/**
 * Each kind as its module has it: paths and cache keys are the modules' own (a feature does not import another, so
 * they are named here; the e2e journey walks them), the target statuses come from the shared machines.
 */
export const INBOX_KIND_SPECS: Record<InboxKind, InboxKindSpec> = {
  leave: {
    ...LEAVE_PLACE,
    decisions: {
      accept: moduleAction('validate', LEAVE_TRANSITIONS),
      refuse: moduleAction('refuse', LEAVE_TRANSITIONS),
    },
    stepDecisions: { accept: moduleAction('approve_step', LEAVE_TRANSITIONS) },
  },
  // An accepted leave whose requester asked to cancel it (issue 28): the same page, its own two decisions.
  leave_cancellation: {
    ...LEAVE_PLACE,
    decisions: {
      accept: moduleAction('accept_cancellation', LEAVE_TRANSITIONS),
      refuse: moduleAction('refuse_cancellation', LEAVE_TRANSITIONS),
    },
    namesAction: true,
  },
  activity_report: {
    patchPath: (id) => `activity-report/${id}/`,
    cacheRoot: ['activity-report'],
    link: (id) => `/activity/${id}`,
    decisions: {
      accept: moduleAction('validate', ACTIVITY_REPORT_TRANSITIONS),
      refuse: moduleAction('refuse', ACTIVITY_REPORT_TRANSITIONS),
    },
    textPrefix: 'activityReports.management',
    monthly: true,
  },
  expense_claim: {
    patchPath: (id) => `expense-claim/${id}/`,
    cacheRoot: ['expense-claim'],
    link: (id) => `/expenses/${id}`,
    decisions: {
      accept: moduleAction('accept', EXPENSE_CLAIM_TRANSITIONS),
      pay: moduleAction('pay', EXPENSE_CLAIM_TRANSITIONS),
      refuse: moduleAction('refuse', EXPENSE_CLAIM_TRANSITIONS),
    },
    textPrefix: 'expenseManagement.actions',
    monthly: true,
  },
  mission_order: {
    patchPath: (id) => `mission-order/${id}/`,
    cacheRoot: ['mission-order'],
    // An asked order is completed on its form before it is submitted: nothing to decide in place.
    link: (id) => `/back_office/mission_orders_management/edit/${id}`,
    decisions: {},
    textPrefix: 'missionOrders.management',
    monthly: false,
  },
};

/** The module's action behind a decision on this item: its step's, when the item offers that one, or the kind's. */
export function moduleActionOf(
  item: Pick<InboxItemOut, 'kind' | 'actions'>,
  decision: Decision,
): ModuleAction | undefined {
  const spec = INBOX_KIND_SPECS[item.kind];
  const step = spec.stepDecisions?.[decision];
  return step && (item.actions as readonly string[]).includes(step.action) ? step : spec.decisions[decision];
}

/**
 * The decisions an item's row offers, those its module's machine allows the user now (the server's `actions`): a
 * sent document is accepted or refused; an accepted claim waits for its payment only.
 */
export function decisionsOf(item: Pick<InboxItemOut, 'kind' | 'step' | 'actions'>): Decision[] {
  const wanted: readonly Decision[] =
    item.step === 'pay' ? ['pay'] : item.step === 'decide' ? ['accept', 'refuse'] : [];
  return wanted.filter((decision) => {
    const behind = moduleActionOf(item, decision);
    return behind !== undefined && (item.actions as readonly string[]).includes(behind.action);
  });
}

/** What a bulk decision does to each chosen item: accept what is sent, pay what is accepted; the rest is skipped. */
export function bulkPlan(items: readonly InboxItemOut[]): { item: InboxItemOut; decision: Decision }[] {
  return items.flatMap((item) => {
    const decision = decisionsOf(item).find((d) => d !== 'refuse');
    return decision ? [{ item, decision }] : [];
  });
}

/** "Alice Martin": the item's owner as the rows and the confirmations name them. */
export const ownerName = (item: Pick<InboxItemOut, 'owner'>) =>
  `${item.owner.first_name} ${item.owner.last_name}`.trim();

/** The words of a module's confirmation and toast: whose, and which month ("mai 2026") for a monthly document. */
export const wordsOf = (item: InboxItemOut, language: string) => ({
  name: ownerName(item),
  month: monthYearName(item.begin.slice(0, 7), language),
});
