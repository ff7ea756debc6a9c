import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { isoWeekOf, monthName, weekPartsOfMonth } from '@staff/shared';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { myYearReportsQuery, useCreateActivityReport } from '../api/reports';
import { activityReportPath } from '../lib/paths';
import { ActivityReportStatusBadge } from './ActivityReportStatusBadge';

/**
 * A month of a weekly company on the year home (issue 28): its week parts (Monday to Sunday, cut at the month's ends),
 * each with its report's status and a link, or a button that creates that week's report and opens it. The reports are
 * the year's, already read by the page (same query, no request of its own).
 */
export function WeeksMonthCard({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery(myYearReportsQuery(Number(month.slice(0, 4))));
  const create = useCreateActivityReport();
  const [creating, setCreating] = useState<string | null>(null);
  const byFirstDay = new Map((data?.results ?? []).map((report) => [report.first_day, report]));
  const name = monthName(month, i18n.language);

  const onCreate = (day: string) => {
    setCreating(day);
    create
      .mutateAsync({ date: day })
      .then(
        (report) => navigate(activityReportPath(report.id)),
        (failure) => notifyError(describeError(t, failure), t('activity.toasts.reportCreateError')),
      )
      .finally(() => setCreating(null));
  };

  return (
    <Card withBorder padding="md" radius="md" data-testid={`month-${month}`}>
      <Stack gap={6}>
        <Text fw={600} tt="capitalize">
          {name}
        </Text>
        {weekPartsOfMonth(`${month}-01`).map((part) => {
          const report = byFirstDay.get(part.first);
          const label = t('activity.weeks.label', {
            week: isoWeekOf(part.first).week,
            from: formatDate(part.first).slice(0, 5),
            to: formatDate(part.last).slice(0, 5),
          });
          return (
            <Group key={part.first} justify="space-between" wrap="nowrap" gap="xs" data-testid={`week-${part.first}`}>
              {report ? (
                <Anchor component={Link} to={activityReportPath(report.id)} size="sm">
                  {label}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              )}
              {report ? (
                <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                  {report.status === 'submitted' && (
                    <IconLock size={14} aria-label={t('activity.home.locked')} role="img" />
                  )}
                  <ActivityReportStatusBadge status={report.status} />
                </Group>
              ) : (
                <Button
                  style={{ flexShrink: 0 }}
                  size="compact-xs"
                  variant="default"
                  leftSection={<IconPlus size={12} />}
                  loading={creating === part.first}
                  onClick={() => onCreate(part.first)}
                  aria-label={t('activity.weeks.createOf', { week: label })}
                >
                  {t('activity.weeks.create')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
