/**
 * Durations as people type and read them: the weekly grid's cells (`1,5`, `1:30`, `90m`, `2h30`), the stopwatch
 * (`h:mm:ss`), totals (`h:mm`), and the reminder setting stored as the spec says (`H:00:00` hours, `D 00:00:00` days).
 */

/** A cell holds at most one day. */
export const CELL_MAX_SECONDS = 24 * 3600;
/** A task typed with both ends lasts at most a day (a running one moved back at most a day before now). */
export const TASK_MAX_SECONDS = 24 * 3600;

/** The typed forms of a duration and their seconds. */
const DURATION_FORMS: [RegExp, (m: RegExpExecArray) => number][] = [
  // 1 / 1,5 / 1.5: hours
  [/^(\d{1,2})(?:[.,](\d{1,4}))?$/, (m) => Math.round(Number(`${m[1]}.${m[2] ?? '0'}`) * 3600)],
  // 1:30
  [/^(\d{1,2}):([0-5]\d)$/, (m) => Number(m[1]) * 3600 + Number(m[2]) * 60],
  // 90m / 90min
  [/^(\d{1,4})m(?:in)?$/, (m) => Number(m[1]) * 60],
  // 2h / 2h30 / 2h30m
  [/^(\d{1,2})h(?:([0-5]\d)m?)?$/, (m) => Number(m[1]) * 3600 + Number(m[2] ?? '0') * 60],
];

/**
 * A typed duration in seconds: `1,5` / `1.5` / `1` (hours), `1:30`, `90m`, `2h`, `2h30`; `''` is null (an emptied cell),
 * anything else or more than 24 h is 'invalid'.
 */
export function parseDurationText(text: string): number | null | 'invalid' {
  const typed = text.trim().toLowerCase().replace(/\s+/g, '');
  if (typed === '') return null;
  for (const [pattern, seconds] of DURATION_FORMS) {
    const match = pattern.exec(typed);
    if (match) {
      const value = seconds(match);
      return value > CELL_MAX_SECONDS ? 'invalid' : value;
    }
  }
  return 'invalid';
}

const two = (n: number) => String(n).padStart(2, '0');

/** The stopwatch's `h:mm:ss` (hours unpadded, never negative). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}:${two(Math.floor(s / 60) % 60)}:${two(s % 60)}`;
}

/** A grid cell or a total as `h:mm`, to the nearest minute. */
export function formatHours(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  return `${Math.floor(minutes / 60)}:${two(minutes % 60)}`;
}

/** The reminder interval (spec/2 §3 "User time-tracking setting"): hours or days. */
export type TrackRemind = { unit: 'hours' | 'days'; amount: number };
export const REMIND_MAX_HOURS = 24;
export const REMIND_MAX_DAYS = 30;

const REMIND_HOURS = /^(\d{1,4}):00:00$/;
const REMIND_DAYS = /^(\d{1,4}) 00:00:00$/;

/** `'3:00:00'` → 3 hours, `'2 00:00:00'` → 2 days; null when the text is neither form (ranges are checked apart). */
export function parseTrackRemind(text: string): TrackRemind | null {
  const hours = REMIND_HOURS.exec(text);
  if (hours) return { unit: 'hours', amount: Number(hours[1]) };
  const days = REMIND_DAYS.exec(text);
  return days ? { unit: 'days', amount: Number(days[1]) } : null;
}

/** The stored text of an interval: `H:00:00` or `D 00:00:00`. */
export const formatTrackRemind = ({ unit, amount }: TrackRemind): string =>
  unit === 'hours' ? `${amount}:00:00` : `${amount} 00:00:00`;

/** What is wrong with a reminder setting, as a `time.` message name, or null when it is a valid one. */
export function trackRemindProblem(text: string): 'remind_too_many_hours' | 'remind_invalid' | null {
  const remind = parseTrackRemind(text);
  if (!remind || remind.amount < 1) return 'remind_invalid';
  if (remind.unit === 'hours') return remind.amount > REMIND_MAX_HOURS ? 'remind_too_many_hours' : null;
  return remind.amount > REMIND_MAX_DAYS ? 'remind_invalid' : null;
}

/** The interval in seconds of a valid setting; null for none or an invalid one. */
export function reminderIntervalSeconds(text: string | null): number | null {
  if (text === null || trackRemindProblem(text)) return null;
  const { unit, amount } = parseTrackRemind(text)!;
  return amount * (unit === 'hours' ? 3600 : 86_400);
}
