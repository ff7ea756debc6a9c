import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { formatHours } from '@staff/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { gridTotals } from '../lib/timesheetGrid';
import { dayHeading } from '../lib/week';
import { RowName, TimesheetCell, type TimesheetLayoutProps } from './TimesheetCell';

/** Below Mantine's `sm` (48em): the grid's nine columns do not fit, the week reads as day cards instead. */
export const DAY_CARDS_QUERY = '(max-width: 47.99em)';

/** A card: its title and total on top (the total under `testId`, as the grid's), then one line per row. */
function TotalCard({
  title,
  total,
  testId,
  children,
}: {
  title: string;
  total: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text size="sm" fw={600} className="figures" data-testid={testId}>
          {formatHours(total)}
        </Text>
      </Group>
      <Stack gap={4}>{children}</Stack>
    </Paper>
  );
}

/** A line of a card: a row's name, then what the line shows for it (a cell, a total). */
function CardLine({ name, children }: { name: ReactNode; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      {name}
      <Box w={88} ta="center" style={{ flexShrink: 0 }}>
        {children}
      </Box>
    </Group>
  );
}

/**
 * The week on a phone: one card per day, each project's cell on its own line and the day's total in the heading, then
 * a card of the week's totals by project. The same cells, names and totals as the grid, without sideways scrolling.
 */
export function TimesheetDayCards(layout: TimesheetLayoutProps) {
  const { days, rows, drafts } = layout;
  const { t, i18n } = useTranslation();
  const totals = gridTotals(rows, drafts);
  const rowKey = (index: number) => rows[index]?.project?.id ?? 'none';
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('timeTracking.timesheet.noRows')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {days.map((date, day) => (
        <TotalCard
          key={date}
          title={dayHeading(date, i18n.language)}
          total={totals.days[day] ?? 0}
          testId={`day-total-${day}`}
        >
          {rows.map((row, index) => (
            <CardLine key={rowKey(index)} name={<RowName row={row} />}>
              <TimesheetCell layout={layout} row={row} day={day} />
            </CardLine>
          ))}
        </TotalCard>
      ))}
      <TotalCard title={t('timeTracking.timesheet.weekTotal')} total={totals.total} testId="week-total">
        {rows.map((row, index) => (
          <CardLine key={rowKey(index)} name={<RowName row={row} />}>
            <Text size="sm" className="figures">
              {formatHours(totals.rows[index] ?? 0)}
            </Text>
          </CardLine>
        ))}
      </TotalCard>
    </Stack>
  );
}
