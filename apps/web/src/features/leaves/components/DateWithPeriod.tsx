import { Stack, Text } from '@mantine/core';
import { formatDate } from '../../../lib/dates';

/** A date with its half-day when it is not the whole day (a leave beginning in the afternoon, ending at noon). */
export function DateWithPeriod({ date, half }: { date: string; half: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDate(date)}</Text>
      {half && (
        <Text size="xs" c="dimmed">
          {half}
        </Text>
      )}
    </Stack>
  );
}
