/**
 * The monthly synthesis's messages (spec/3 §8), word for word where the spec gives them: the server answers them by
 * code under `synthesis.`, the web translates them from `errors.codes.synthesis`.
 */
export const SYNTHESIS_MESSAGES = {
  /** One recipient of the activity report reminder the outbox could not take (spec/3 §8). */
  reminderFailed: "Can't send Cra reminder to {email}",
  /** A recipient already reminded today, skipped unless the sender forces it (issue 21: at most one a day). */
  alreadyRemindedToday: '{email} was already reminded today: not sent again.',
  /** An export plugin id that no plugin of the module has. */
  exportUnknown: 'This export does not exist.',
} as const;
