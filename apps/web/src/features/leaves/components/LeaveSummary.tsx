import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, formatDate } from '../../../lib/dates';
import dayjs from '../../../lib/dayjs';
import { typesOfLeaveQuery } from '../api/leaves';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { SkippedHolidays } from './SkippedHolidays';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * A leave that cannot be edited, told as a summary rather than a greyed form (the page's title names its type and
 * dates): each date with its weekday and half-day, the days counted and the public holidays left out, the type, the
 * precision and comment when there are any, the day it was sent.
 */
export function LeaveSummary({ leave }: { leave: Leave }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const { data: types } = useQuery(typesOfLeaveQuery(false));
  const mode = types?.results.find((type) => type.id === leave.type_of_leave)?.deducting_mode;
  const day = (date: string) => dayjs(date).format(`dddd ${DATE_FORMAT}`);
  const begin =
    leave.begin_period === 'PM'
      ? t('leaves.summary.dateWithPeriod', { date: day(leave.begin_date), period: t('leaves.summary.afternoonFrom') })
      : day(leave.begin_date);
  const end =
    leave.end_period === 'AM'
      ? t('leaves.summary.dateWithPeriod', { date: day(leave.end_date), period: t('leaves.summary.morningTo') })
      : day(leave.end_date);

  return (
    <Paper withBorder radius="md" p="md" data-testid="leave-summary">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md" m={0}>
        <Item label={t('leaves.summary.begin')}>{begin}</Item>
        <Item label={t('leaves.summary.end')}>{end}</Item>
        <Item label={t('leaves.summary.days')}>
          <Stack gap={2} component="span">
            <span>
              {t('leaves.daysCount', { count: leave.number_of_days, days: format.days(leave.number_of_days) })}
            </span>
            <SkippedHolidays begin={leave.begin_date} end={leave.end_date} mode={mode} />
          </Stack>
        </Item>
        <Item label={t('leaves.summary.type')}>{format.type(leave)}</Item>
        {leave.precision && <Item label={t('leaves.summary.precision')}>{leave.precision}</Item>}
        {leave.submission_date && (
          <Item label={t('leaves.summary.submission')}>{formatDate(leave.submission_date)}</Item>
        )}
        {leave.comment && <Item label={t('leaves.summary.comment')}>{leave.comment}</Item>}
      </SimpleGrid>
    </Paper>
  );
}
