import type { TimeEntryOut, TimeProjectOut } from '@staff/shared';
import type { EntryRow } from './time-tracking.queries';

type ProjectColumns = {
  project_id: number | null;
  project_name: string | null;
  project_color: string | null;
  customer_name: string | null;
};

/** A project as a task or a grid row shows it; null for the tasks without one. */
export const presentProject = (row: ProjectColumns): TimeProjectOut | null =>
  row.project_id === null
    ? null
    : {
        id: row.project_id,
        name: row.project_name ?? '',
        color: row.project_color ?? '',
        customer_name: row.customer_name,
      };

/** An entry as its owner sees it (nobody else does). */
export const presentEntry = (row: EntryRow): TimeEntryOut => ({
  id: row.id,
  description: row.description,
  project: presentProject(row),
  tags: row.tags,
  start_time: row.start_time.toISOString(),
  end_time: row.end_time ? row.end_time.toISOString() : null,
  duration: row.duration,
  owner: row.owner,
  day: row.day,
});
