import type { WellnessEntryOut, WellnessReadOut } from '@staff/shared';
import type { WellnessEntryRow } from './wellness.queries';

/** A mark as GET wellness/ answers it. */
export const presentEntry = (row: WellnessEntryRow): WellnessEntryOut => ({
  id: row.id,
  owner: { id: row.owner_id, first_name: row.first_name, last_name: row.last_name },
  mark: row.mark,
  wellness_period: row.wellness_period,
  activity_date: row.activity_date,
  activity_report: row.activity_report_id,
  survey_wellness: row.survey_id,
});

/** A line of the read log: the reader's name, never more of them. */
export const presentRead = (row: {
  id: number;
  read_at: Date;
  reader_id: number;
  first_name: string;
  last_name: string;
}): WellnessReadOut => ({
  id: row.id,
  reader: { id: row.reader_id, first_name: row.first_name, last_name: row.last_name },
  read_at: row.read_at.toISOString(),
});
