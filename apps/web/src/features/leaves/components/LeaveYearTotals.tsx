import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LEAVE_STATUSES } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../components/StatusBadge';
import { YearSelector } from '../../../components/YearSelector';
import { leaveTotalsQuery } from '../api/leaves';
import { statusTone, useLeaveFormat } from '../lib/format';

/** spec/2 §2.1 "Yearly totals are shown per status": days per status over one year (2015 … this year). */
export function LeaveYearTotals({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const { data } = useQuery(leaveTotalsQuery({ owner: ownerId, for_year: year }));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('leaves.totals.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h5">
            {t('leaves.totals.title')}
          </Title>
          <YearSelector value={year} onChange={setYear} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {LEAVE_STATUSES.map((status) => (
            <Paper
              key={status}
              radius="sm"
              p="xs"
              bg={`var(--mantine-color-${TONE_COLORS[statusTone(status)]}-light)`}
              data-testid={`total-${status}`}
            >
              <Text size="xs" c="dimmed">
                {format.status(status)}
              </Text>
              <Text fw={700} size="lg">
                {t('leaves.daysCount', { count: data?.[status] ?? 0, days: format.days(data?.[status] ?? 0) })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
