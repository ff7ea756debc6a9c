import { Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../lib/dates';

/** One entry of a record's history as the API lists them (oldest first). */
export type HistoryEntry = {
  action_time: string;
  /** 1: created; else changed. */
  action_flag: number;
  user: { username: string; first_name: string; last_name: string };
  change_message: Record<string, unknown>;
};

/**
 * A record's history (a leave, an expense claim), newest first: who created or changed it, when (dd/MM/yyyy HH:mm),
 * and the fields named, in `fields`' order, as "label: value" (`value` words a raw value, `label` names a field).
 * `texts` holds `empty`, `created`, `changed` and `line`. By default every field the entry names is shown; `shown`
 * may say otherwise (a leave's creation lists only what was filled in).
 */
export function HistoryTimeline<Field extends string>({
  entries,
  texts,
  fields,
  label,
  value,
  shown = (entry, field) => field in entry.change_message,
}: {
  entries: readonly HistoryEntry[] | undefined;
  texts: string;
  fields: readonly Field[];
  label: (field: Field) => string;
  value: (field: Field, raw: unknown) => string;
  shown?: (entry: HistoryEntry, field: Field) => boolean;
}) {
  const { t } = useTranslation();
  if (entries?.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`${texts}.empty`)}
      </Text>
    );
  if (!entries) return null;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={entries.length - 1}>
      {[...entries].reverse().map((entry) => (
        <Timeline.Item
          key={`${entry.action_time}-${entry.action_flag}-${entry.user.username}`}
          title={
            <Text size="sm" fw={600}>
              {t(entry.action_flag === 1 ? `${texts}.created` : `${texts}.changed`, {
                name: `${entry.user.first_name} ${entry.user.last_name}`.trim() || entry.user.username,
              })}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(entry.action_time)}
          </Text>
          <Stack gap={0} mt={4}>
            {fields
              .filter((field) => shown(entry, field))
              .map((field) => (
                <Text size="xs" key={field}>
                  {t(`${texts}.line`, { label: label(field), value: value(field, entry.change_message[field]) })}
                </Text>
              ))}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
