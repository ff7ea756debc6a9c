import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { monthName } from '@staff/shared';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityReport } from '../api/types';
import { formatDays } from '../lib/labels';
import { activityReportPath } from '../lib/paths';
import { ActivityReportStatusBadge } from './ActivityReportStatusBadge';

/**
 * One month of the year home (spec/1 §2): its report's days (working to 2 decimals, leave to 1, empty to 2), a lock
 * when sent, the status; or the not-created placeholder and the button that creates it.
 */
export function MonthCard({
  month,
  report,
  onCreate,
  creating,
}: {
  month: string;
  report: ActivityReport | undefined;
  onCreate: (month: string) => void;
  creating: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = monthName(month, i18n.language);
  return (
    <Card withBorder padding="md" radius="md" data-testid={`month-${month}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} tt="capitalize">
            {name}
          </Text>
          {report && (
            <Group gap={6} wrap="nowrap">
              {report.status === 'submitted' && (
                <IconLock size={16} aria-label={t('activity.home.locked')} role="img" />
              )}
              <ActivityReportStatusBadge status={report.status} />
            </Group>
          )}
        </Group>
        {report ? (
          <>
            <Stack gap={2}>
              <Figure
                label={t('activity.totals.working')}
                value={formatDays(report.total.workingDays, i18n.language, 2)}
              />
              <Figure label={t('activity.totals.leave')} value={formatDays(report.total.leaveDays, i18n.language, 1)} />
              <Figure label={t('activity.totals.empty')} value={formatDays(report.total.emptyDays, i18n.language, 2)} />
            </Stack>
            <Button
              component={Link}
              to={activityReportPath(report.id)}
              variant="light"
              mt="auto"
              aria-label={t('activity.home.openMonth', { month: name })}
            >
              {t('activity.home.open')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('activity.home.notCreated')}
            </Text>
            <Button
              variant="default"
              mt="auto"
              leftSection={<IconPlus size={16} />}
              loading={creating}
              onClick={() => onCreate(month)}
              aria-label={t('activity.home.createMonth', { month: name })}
            >
              {t('activity.home.create')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ff="monospace">
        {value}
      </Text>
    </Group>
  );
}
