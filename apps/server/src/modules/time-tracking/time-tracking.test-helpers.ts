import { addDays, type TimeEntryOut } from '@staff/shared';
import type { TestClient } from '../../../test/client';
import { todayInParis } from '../../platform/clock';

/** A day `n` days ago (Paris), so that each test writes on days of its own, all in the past. */
export const daysAgo = (n: number): string => addDays(todayInParis(), -n);

/** `day` at `time` UTC (`'08:00'`): 09:00 or 10:00 in Paris, the same Paris day. */
export const at = (day: string, time: string): string => `${day}T${time}:00.000Z`;

/** A manual task of `day` from `from` to `to` (UTC times). */
export const task = (day: string, from: string, to: string, extra: Record<string, unknown> = {}) => ({
  description: 'Revue de code',
  start_time: at(day, from),
  end_time: at(day, to),
  ...extra,
});

/** Adds a manual task; fails the test unless it is created. */
export async function addTask(client: TestClient, body: Record<string, unknown>): Promise<TimeEntryOut> {
  const res = await client.post<TimeEntryOut>('/api/time-entry/', body);
  if (res.status !== 201) throw new Error(`time-entry: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The id of a project the user may pick (GET project/?for_me=True), by a part of its name or the first one. */
export async function pickableProject(client: TestClient, name?: string): Promise<{ id: number; name: string }> {
  const res = await client.get<{ results: { id: number; name: string }[] }>('/api/project/?for_me=True&limit=100');
  const project = res.body.results.find((p) => name === undefined || p.name.includes(name));
  if (!project) throw new Error(`no pickable project ${name ?? ''}`);
  return project;
}
