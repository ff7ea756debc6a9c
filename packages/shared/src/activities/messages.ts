/**
 * The activity report's messages (spec/1 §5 "Activity", spec/2 §5 send modal), word for word where the spec gives
 * them: the form shows them and the server answers them, by code under `activity.`.
 */
export const ACTIVITY_MESSAGES = {
  projectRequired: 'description mandatory, select an existing project or enter a new one',
  beginAfterEnd: "Error : Activity can't starts later than it ends.",
  outOfMonth: 'Error : Activity dates are out of month range.',
  /** A reason travels with a refusal only (issue 25). */
  reasonOnlyWhenRefusing: 'A reason is given only when refusing an activity report.',
  absent: "Error : You can't work if you are absent.",
  /** Every slice of the chosen days is taken by other activities already. */
  slicesFull: 'All available slices are already created.',
  /** The day view is saved only when each slice of the day has an activity. */
  dayIncomplete: "Your report seems to contains error. Can't save it.",
  /** The chosen days are all weekends or public holidays (the pickers disable them; a hand-made request may not). */
  noWorkingDay: 'Choose a working day: weekends and public holidays are not worked.',
  sliceInvalid: 'This slice does not exist in a day of {slices} slices.',
  /** Edits, sending and activities change a draft report only (spec/1 §4). */
  notEditable: 'This activity report is not a draft any more: it cannot be changed.',
  /** Send modal (spec/1 §5). */
  unfilledDays: "{count} day(s) aren't filled",
  excessDays: 'too many days filled, {count} in excess',
  overlapDays: '{count} days of activity overlap leaves dates',
  reportExists: 'An activity report already exists for this month.',
  reportMonthInvalid: 'Activity reports start in 2015 and end with the current year.',
  statusForbidden: 'This status change is not possible for this activity report.',
  overtimeTypeUnknown: 'This type of overtime does not exist.',
  overtimeInvalid: 'Overtime is given in whole hours and minutes (0 to 59).',
  /** activityOvertime/'s `user` is the report's owner: nobody declares overtime in someone else's name. */
  overtimeOwnerOnly: "Overtime is declared in the name of the report's owner only.",
  nothingToFill: 'Every working day of this month is already filled.',
  noPreviousProjects: 'The previous month has no activity to start from.',
  /** Filling from time tracking (issue 23) found nothing to write: no tracked time on a free working day. */
  noTrackedTime: 'No tracked time to write on a free working day of this month.',
  /** A project id the picker would not offer the user (inactive, not theirs to see, another company's). */
  projectUnknown: 'This project cannot be chosen.',
  /** The report's PDF for one customer (issue 25): a customer none of the report's projects belongs to. */
  customerNotInReport: 'This customer has no project in this activity report.',
  /** A leave's days leave the report only when its type allows it (can_delete_from_activity_report, issue 28). */
  leaveNotRemovable: 'The days of this type of leave cannot be removed from the activity report.',
  /** Removing a leave frees its days in every report it meets: a report already sent keeps its figures. */
  leaveInSentReport: 'This leave is also in an activity report already sent: its days cannot be removed.',
} as const;
