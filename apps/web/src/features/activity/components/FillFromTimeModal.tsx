import { Alert, Modal, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { type ActivityFillFromTimeOut, daysToWrite, type FillDay, formatDays, formatHours } from '@staff/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/FormFooter';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { fillFromTimePreviewQuery, useFillFromTimeTracking } from '../api/reports';
import type { ActivityReportDetail } from '../api/types';

/**
 * "Fill from time tracking" (issue 23): the server's preview of the month's tracked time as activities, day by day,
 * the days it leaves and why, the filled days it would replace (only when the switch allows it) and the time without
 * a project; Confirm writes it and the report is read again.
 */
export function FillFromTimeModal({ report, onClose }: { report: ActivityReportDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const preview = useQuery(fillFromTimePreviewQuery(report.id));
  const fill = useFillFromTimeTracking();
  const [overwrite, setOverwrite] = useState(false);

  const confirm = () =>
    fill.mutate(
      { id: report.id, overwrite },
      {
        onSuccess: (placed) => {
          notifySuccess(t('activity.fromTime.done', { count: placed.count }));
          onClose();
        },
        onError: (error) => notifyError(describeError(t, error), t('activity.fromTime.failed')),
      },
    );

  const toWrite = preview.data ? daysToWrite(preview.data.days, overwrite).length : 0;
  return (
    <Modal opened onClose={onClose} title={t('activity.fromTime.title')} size="xl">
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        {preview.isPending && <Skeleton h={160} />}
        {preview.error && <Alert color="red">{describeError(t, preview.error)}</Alert>}
        {preview.data && <PreviewBody preview={preview.data} slicesPerDay={report.slices_per_day} />}
        {preview.data && preview.data.overwrites > 0 && (
          <Switch
            checked={overwrite}
            onChange={(event) => setOverwrite(event.currentTarget.checked)}
            label={t('activity.fromTime.overwrite', { count: preview.data.overwrites })}
            description={t('activity.fromTime.overwriteHelp')}
          />
        )}
        <FormFooter
          onCancel={onClose}
          saving={fill.isPending}
          disabled={toWrite === 0}
          submitLabel={t('activity.fromTime.confirm', { count: toWrite })}
        />
      </Stack>
    </Modal>
  );
}

function PreviewBody({ preview, slicesPerDay }: { preview: ActivityFillFromTimeOut; slicesPerDay: number }) {
  const { t } = useTranslation();
  return (
    <>
      {preview.days.length === 0 ? (
        <Text>{t('activity.fromTime.empty')}</Text>
      ) : (
        // No sideways scroll on a phone: the activities wrap in their column.
        <Table striped aria-label={t('activity.fromTime.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('activity.fromTime.day')}</Table.Th>
              <Table.Th>{t('activity.fromTime.activities')}</Table.Th>
              <Table.Th>{t('activity.fromTime.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.days.map((day) => (
              <PreviewRow key={day.date} day={day} slicesPerDay={slicesPerDay} />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {preview.unassigned_seconds > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle />}>
          {t('activity.fromTime.unassigned', { hours: formatHours(preview.unassigned_seconds) })}
        </Alert>
      )}
    </>
  );
}

function PreviewRow({ day, slicesPerDay }: { day: FillDay; slicesPerDay: number }) {
  const { t, i18n } = useTranslation();
  const reason = day.skipped_reason;
  return (
    <Table.Tr>
      <Table.Td>{formatDate(day.date)}</Table.Td>
      <Table.Td>
        {day.activities.map((a) => (
          <Text key={a.project_id} size="sm">
            {t('activity.fromTime.activity', {
              project: a.project_name,
              days: formatDays(a.slices / slicesPerDay, i18n.language),
              count: a.slices,
            })}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        {/* Text rather than a badge: a badge's label is cut short on a phone. */}
        <Text size="sm" fw={500} c={!reason ? 'teal' : reason === 'already_filled' ? 'orange' : 'dimmed'}>
          {t(`activity.fromTime.reason.${reason ?? 'fill'}`)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
