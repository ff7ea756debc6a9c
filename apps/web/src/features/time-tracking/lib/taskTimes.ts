import dayjs from '../../../lib/dayjs';

/** A task's times as the form holds them: the day and the hours (HH:mm) of its start and end, in the browser's zone. */
export type TaskTimes = { day: string | null; start: string; end: string };

/** An entry's instants → the form's day and hours (a running task has no end yet). */
export function timesOf(start_time: string, end_time: string | null): TaskTimes {
  const start = dayjs(start_time);
  return {
    day: start.format('YYYY-MM-DD'),
    start: start.format('HH:mm'),
    end: end_time ? dayjs(end_time).format('HH:mm') : '',
  };
}

/**
 * The form's day and hours → the instants the server takes; '' when a part is missing (the schema then says which).
 * Both hours are on the form's day: a task that crosses midnight is two tasks.
 */
export function instantOf(day: string | null, hour: string): string {
  if (!day || !/^\d{2}:\d{2}$/.test(hour)) return '';
  const instant = dayjs(`${day}T${hour}`);
  return instant.isValid() ? instant.toISOString() : '';
}

/** "09:00 – 10:30", or "09:00 –" for the running task. */
export function timeSpan(start_time: string, end_time: string | null): string {
  const start = dayjs(start_time).format('HH:mm');
  return end_time ? `${start} – ${dayjs(end_time).format('HH:mm')}` : `${start} –`;
}
