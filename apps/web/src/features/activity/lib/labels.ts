import type { Activity } from '../api/types';

/** spec/1 §9: project button labels truncate the customer to 5 characters and the project to 9. */
export const CUSTOMER_LABEL_MAX = 5;
export const PROJECT_LABEL_MAX = 9;

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * What an activity button says: "Custo · Project n" (nicknames first, as the back office gives them to be short),
 * the project alone when it has no customer (company and private projects).
 */
export function projectButtonLabel(project: Activity['project_object']): string {
  const name = truncate(project.nickname || project.name, PROJECT_LABEL_MAX);
  const customer = project.customer_nickname || project.customer_name;
  return customer ? `${truncate(customer, CUSTOMER_LABEL_MAX)} · ${name}` : name;
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

/** The translation key (2 slices) or the start time (more) naming a slice. */
export function sliceLabel(slice: number, slicesPerDay: number, t: (key: string) => string): string {
  if (slicesPerDay === 2) return t(slice === 0 ? 'activity.slices.morning' : 'activity.slices.afternoon');
  return sliceStart(slice, slicesPerDay);
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
