import { Alert, Button, Group, Modal, Rating, Stack, Table, Text } from '@mantine/core';
import { formatDays } from '@staff/shared';
import { IconAlertTriangle, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { hasFlag } from '../../../lib/permissions';
import { useSendActivityReport } from '../api/status';
import type { ActivityReportDetail } from '../api/types';
import { periodNameOf } from '../lib/period';
import { markToSend, sendWarnings } from '../lib/send';

/**
 * The send modal (spec/1 §2, §5; spec/2 §4.4): the month, its leaves, the totals, what is wrong with it, the optional
 * wellness mark of the month when the company uses wellness, the warning that the report can no longer be edited,
 * then Send (the mark and the status change in one request).
 */
export function SendReportModal({
  report,
  opened,
  onClose,
  onSent,
}: {
  report: ActivityReportDetail;
  opened: boolean;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const send = useSendActivityReport();
  const [stars, setStars] = useState(0);
  const withWellness = hasFlag(me, 'use_wellness');
  const month = periodNameOf(report, i18n.language);
  const warnings = sendWarnings(report);
  const total = report.total.workingDays + report.total.leaveDays + report.total.notValidatedLeaveDays;

  const submit = () =>
    send.mutate(
      { report: report.id, mark: withWellness ? markToSend(stars) : null },
      {
        onSuccess: () => {
          notifySuccess(t('activityReports.send.done'));
          onSent();
          onClose();
        },
        onError: () => notifyError(t('activityReports.send.failed')),
      },
    );

  const row = (label: string, value: string) => (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {label}
      </Table.Th>
      <Table.Td ta="right">{value}</Table.Td>
    </Table.Tr>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('activityReports.send.title', { month })} size="lg">
      <Stack gap="md">
        <Table withTableBorder variant="vertical" layout="fixed" aria-label={t('activityReports.send.figures')}>
          <Table.Tbody>
            {row(t('activityReports.send.month'), month)}
            {row(t('activity.totals.working'), formatDays(report.total.workingDays, i18n.language))}
            {row(t('activity.totals.leave'), formatDays(report.total.leaveDays, i18n.language))}
            {report.total.notValidatedLeaveDays > 0 &&
              row(
                t('activity.totals.notValidatedLeave'),
                formatDays(report.total.notValidatedLeaveDays, i18n.language),
              )}
            {row(
              t('activityReports.send.total'),
              t('activityReports.send.totalOf', {
                total: formatDays(total, i18n.language),
                expected: formatDays(report.expected_days, i18n.language),
              }),
            )}
          </Table.Tbody>
        </Table>
        {report.leaves.length > 0 && (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {t('activityReports.send.leaves')}
            </Text>
            {report.leaves.map((leave) => (
              <Text key={leave.id} size="sm">
                {t('activityReports.send.leave', {
                  begin: formatDate(leave.begin_date),
                  end: formatDate(leave.end_date),
                  type: leave.type_name ?? t('activityReports.send.confidential'),
                })}
              </Text>
            ))}
          </Stack>
        )}
        {warnings.length > 0 && (
          <Alert color="orange" icon={<IconAlertTriangle />} title={t('activityReports.send.check')}>
            <Stack gap={2}>
              {warnings.map((warning) => (
                <Text key={warning.code} size="sm">
                  {/* Days may be fractional ("1,50"): the texts put the count after a colon, with no plural to pick. */}
                  {t(`errors.codes.activity.${warning.code}`, { count: formatDays(warning.count, i18n.language) })}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {withWellness && (
          <Stack gap={4}>
            <Text fw={500} size="sm" id="wellness-mark-label">
              {t('activityReports.send.wellness')}
            </Text>
            <Group gap="sm">
              <Rating
                value={stars}
                onChange={setStars}
                count={5}
                size="lg"
                aria-labelledby="wellness-mark-label"
                getSymbolLabel={(value) => t('activityReports.send.stars', { count: value })}
              />
              {stars > 0 && (
                <Button variant="subtle" size="compact-sm" onClick={() => setStars(0)}>
                  {t('activityReports.send.noMark')}
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('activityReports.send.wellnessHelp')}
            </Text>
          </Stack>
        )}
        <Alert color="blue" icon={<IconInfoCircle />}>
          {t('activityReports.send.warning')}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button leftSection={<IconSend size={16} />} loading={send.isPending} onClick={submit}>
            {t('activityReports.send.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
