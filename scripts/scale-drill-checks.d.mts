export type Answer = { what: string; status: number; cut: boolean };
/** The 5xx the proxy did not mark as cut by the kill, and the requests with no answer at all. */
export function serverErrors<A extends Answer>(answers: A[]): { total: number; cut: number; unexpected: A[] };
/** The acknowledged writes (ids by kind) the database does not hold. */
export function lostWrites<Id>(
  acknowledged: Map<string, Id[]>,
  stored: Map<string, Set<Id>>,
): { kind: string; id: Id }[];
/** Every job not done; the orphaned jobs taken over (claimed again) and done, and the others. */
export function jobsOutcome(
  jobs: { id: string; status: string; attempts: number }[],
  orphaned: string[],
): { unfinished: string[]; takenOver: string[]; notTakenOver: string[] };
/** Whether the hourly task ran, and ran once: its last run's time never moved once set. */
export function ranOnce(readings: (number | null)[]): { ran: boolean; once: boolean; times: number[] };
/** `what status ×count` for every kind of answer, most frequent first. */
export function tally(answers: Answer[]): string;
/** Per recipient list, the messages received against the outbox rows marked sent; the rows not sent yet. */
export function mailsOnce(
  rows: { to: string[]; sent: boolean }[],
  delivered: Map<string, number>,
): { sent: number; unsent: number; twice: string[]; missing: string[] };
