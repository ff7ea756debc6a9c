import type { Activity } from '../api/types';

/** spec/1 §9: project button labels truncate the customer to 5 characters. */
export const CUSTOMER_LABEL_MAX = 5;

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * What an activity button says: "Custo · Project name" (the customer's nickname first, as the back office gives it to
 * be short), the project alone when it has no customer (company and private projects). The project's name is whole
 * (issue 25: names, not codes, on the grid); the cell cuts it to its width and its tooltip has the full name.
 */
export function projectButtonLabel(project: Activity['project_object']): string {
  const customer = project.customer_nickname || project.customer_name;
  return customer ? `${truncate(customer, CUSTOMER_LABEL_MAX)} · ${project.name}` : project.name;
}

/** The full name of an activity's project, for its tooltip and the activities table. */
export function projectFullName(project: Activity['project_object']): string {
  const customer = project.customer_name;
  return customer ? `${customer} — ${project.name}` : project.name;
}

/**
 * A slice's name. With 2 slices a day: morning and afternoon (translation keys). With 4 to 32, the start time of the
 * slice in an 8-hour day of two halves, 08:00–12:00 and 14:00–18:00 (slice slices/2 starts the afternoon, slices.ts):
 * 4 slices are 08:00, 10:00, 14:00, 16:00; 32 slices go by quarters of an hour.
 */
export function sliceStart(slice: number, slicesPerDay: number): string {
  const half = slicesPerDay / 2;
  const minutesPerSlice = (4 * 60) / half;
  const afternoon = slice >= half;
  const minutes = (afternoon ? 14 * 60 : 8 * 60) + (slice - (afternoon ? half : 0)) * minutesPerSlice;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const hoursText = (hours: number, minutes: number) =>
  `${hours} h${minutes ? ` ${String(minutes).padStart(2, '0')}` : ''}`;

/** An activity's overtime lines by type's short name ("HS 1 h 15, N 2 h"): the activities table, a grid cell's tooltip. */
export function overtimeText(activity: Pick<Activity, 'overtime'>): string {
  return activity.overtime.map((o) => `${o.short_name} ${hoursText(o.hours_overtime, o.minutes_overtime)}`).join(', ');
}

/** An activity's overtime in all, short for a grid cell ("+2 h 30"); empty without overtime. */
export function overtimeTotal(activity: Pick<Activity, 'overtime'>): string {
  const minutes = activity.overtime.reduce((sum, o) => sum + o.hours_overtime * 60 + o.minutes_overtime, 0);
  return minutes ? `+${hoursText(Math.floor(minutes / 60), minutes % 60)}` : '';
}

/** The translation key (2 slices) or the start time (more) naming a slice. */
export function sliceLabel(slice: number, slicesPerDay: number, t: (key: string) => string): string {
  if (slicesPerDay === 2) return t(slice === 0 ? 'activity.slices.morning' : 'activity.slices.afternoon');
  return sliceStart(slice, slicesPerDay);
}

/** Days with a fixed number of decimals in the user's language: "20,50" in French, "20.50" in English. */
export function formatDays(value: number, language: string, decimals: number): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    value,
  );
}

/**
 * A leave's piece of a day: its type, and which half when it is not the whole day ("Congé payé · matin"). With more
 * than 2 slices a half day is still a leave's unit (AM or PM, slices.ts): the half is named all the same.
 */
export function leavePieceLabel(
  typeName: string,
  piece: { from: number; to: number },
  slicesPerDay: number,
  t: (key: string) => string,
): string {
  if (piece.from === 0 && piece.to === slicesPerDay - 1) return typeName;
  const half = piece.from < slicesPerDay / 2 ? 'activity.slices.morningLower' : 'activity.slices.afternoonLower';
  return `${typeName} · ${t(half)}`;
}
