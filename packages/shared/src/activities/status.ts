import { type DocumentRole, defineStatusMachine, documentRole } from '../documents/status-machine';

/**
 * Activity report statuses (spec/1 §4, spec/3 §4 "Activity report") and the one state machine the server decides
 * with and the web app draws its buttons from, like the leaves' (leaves/status.ts).
 */
export const ACTIVITY_REPORT_STATUSES = ['draft', 'submitted', 'accepted', 'refused', 'suspended'] as const;
export type ActivityReportStatus = (typeof ACTIVITY_REPORT_STATUSES)[number];

/** The back-office list filters on these only (spec/3 §3 "filters only draft and submitted"). */
export const ACTIVITY_REPORT_FILTER_STATUSES = ['draft', 'submitted'] as const;

export const ACTIVITY_REPORT_STATUS_COLORS: Record<
  ActivityReportStatus,
  'warning' | 'info' | 'success' | 'error' | 'gray'
> = {
  draft: 'warning',
  submitted: 'info',
  accepted: 'success',
  refused: 'error',
  suspended: 'gray',
};

/** What a person is to a report: its owner, and whether they validate that owner's reports (activities.validate). */
export type ActivityReportActor = DocumentRole;

/** Nobody validates their own report, whatever their role (documentRole, as for leaves). */
export const activityReportActor = documentRole;

export const ACTIVITY_REPORT_ACTIONS = ['send', 'suspend', 'unlock', 'validate', 'refuse'] as const;
export type ActivityReportAction = (typeof ACTIVITY_REPORT_ACTIONS)[number];

/**
 * The transitions. The owner sends a draft; a validator suspends a draft, unlocks a submitted or suspended report back
 * to draft (also an accepted or refused one, to correct it: the monthly synthesis "resets a report to draft"), and
 * accepts or refuses a submitted one (spec/3 §1 "validate, refuse, suspend, unlock"). Only a draft is edited:
 * activities, remark, overtime (spec/1 §4 "Editing is possible only in draft").
 */
export const ACTIVITY_REPORT_MACHINE = defineStatusMachine({
  statuses: ACTIVITY_REPORT_STATUSES,
  actions: ACTIVITY_REPORT_ACTIONS,
  transitions: {
    send: { from: ['draft'], to: 'submitted', allowed: (a) => a.isOwner },
    suspend: { from: ['draft'], to: 'suspended', allowed: (a) => a.isValidator },
    unlock: { from: ['submitted', 'suspended', 'accepted', 'refused'], to: 'draft', allowed: (a) => a.isValidator },
    validate: { from: ['submitted'], to: 'accepted', allowed: (a) => a.isValidator },
    refuse: { from: ['submitted'], to: 'refused', allowed: (a) => a.isValidator },
  },
  editable: (status) => status === 'draft',
});

export const ACTIVITY_REPORT_TRANSITIONS = ACTIVITY_REPORT_MACHINE.transitions;

/** Only a draft is edited (the machine's rule, whoever asks). */
export const isActivityReportEditable = (status: ActivityReportStatus): boolean =>
  ACTIVITY_REPORT_MACHINE.isEditable(status, { isOwner: true, isValidator: false });

/** The actions an actor may take on a report now. */
export const availableActivityReportActions = (
  report: { status: ActivityReportStatus },
  actor: ActivityReportActor,
): ActivityReportAction[] => ACTIVITY_REPORT_MACHINE.available(report.status, actor);
