import { Group, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { LeaveStatus, Period } from '@staff/shared';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { leaveHistoryQuery, typesOfLeaveQuery } from '../api/leaves';
import { useLeaveFormat } from '../lib/format';

/** The fields a history entry may name, in the order they are shown (spec/2 §3 "Leave history entry"). */
const FIELDS = [
  'status',
  'begin_date',
  'begin_period',
  'end_date',
  'end_period',
  'type_of_leave',
  'precision',
  'comment',
  'refusal_reason',
] as const;

/** A creation lists what was filled in; a change lists every changed field, a cleared one as "—". */
const shown = (flag: number, message: Record<string, unknown>, field: string) =>
  field in message && (flag !== 1 || (message[field] !== null && message[field] !== ''));

/** The history of a leave: who, when (dd/MM/yyyy HH:mm), and the changed fields as labels and values. */
export function LeaveHistory({ leaveId }: { leaveId: number }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const { data } = useQuery(leaveHistoryQuery(leaveId));
  const { data: types } = useQuery(typesOfLeaveQuery(false));

  const value = (field: (typeof FIELDS)[number], raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '—';
    switch (field) {
      case 'status':
        return format.status(raw as LeaveStatus);
      case 'begin_date':
      case 'end_date':
        return formatDate(String(raw));
      case 'begin_period':
      case 'end_period':
        return format.period(raw as Period);
      case 'type_of_leave':
        return types?.results.find((type) => type.id === raw)?.value ?? String(raw);
      default:
        return String(raw);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('leaves.history.title')}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconHistory size={18} />
          <Title order={2} fz="h5">
            {t('leaves.history.title')}
          </Title>
        </Group>
        {data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('leaves.history.empty')}
          </Text>
        )}
        {!!data?.length && (
          <Timeline bulletSize={14} lineWidth={2} active={data.length - 1}>
            {[...data].reverse().map((entry) => (
              <Timeline.Item
                key={`${entry.action_time}-${entry.action_flag}-${entry.user.username}`}
                title={
                  <Text size="sm" fw={600}>
                    {t(entry.action_flag === 1 ? 'leaves.history.created' : 'leaves.history.changed', {
                      name: `${entry.user.first_name} ${entry.user.last_name}`.trim() || entry.user.username,
                    })}
                  </Text>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(entry.action_time)}
                </Text>
                <Stack gap={0} mt={4}>
                  {FIELDS.filter((field) => shown(entry.action_flag, entry.change_message, field)).map((field) => (
                    <Text size="xs" key={field}>
                      {t('leaves.history.line', {
                        label: t(`leaves.fields.${field}`),
                        value: value(field, entry.change_message[field]),
                      })}
                    </Text>
                  ))}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    </Paper>
  );
}
