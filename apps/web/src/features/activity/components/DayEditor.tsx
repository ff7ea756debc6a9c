import { ActionIcon, Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveActivityDay } from '../api/day';
import type { ActivityReportDetail } from '../api/types';
import {
  canAddRow,
  type DayRow,
  dayError,
  dayPayload,
  freeSlices,
  leaveSlicesOfDay,
  rowsOfDay,
  toggleSlice,
} from '../lib/day';
import { projectFullName } from '../lib/labels';
import { DaySlicesField } from './DaySlicesField';
import { ProjectPicker } from './ProjectPicker';
import { useUnsavedChanges } from './useUnsavedChanges';

let nextKey = 0;
const newRow = (slices: number[]): DayRow => ({
  key: `new-${++nextKey}`,
  project: null,
  projectLabel: '',
  slices,
  description: null,
  overtime: [],
});

/**
 * The day's activities as rows (spec/1 §2, §5): each a project and its slices; a row is added while a slice is free
 * ("All available slices are already created." once none is), the day is saved whole and only complete ("Your report
 * seems to contains error. Can't save it."). Read-only once the month is no longer a draft. Remounted per day and
 * per reading of the report (key), so that its state always starts from what the server holds.
 */
export function DayEditor({ report, date }: { report: ActivityReportDetail; date: string }) {
  const { t } = useTranslation();
  const save = useSaveActivityDay();
  const slices = report.slices_per_day;
  const editable = report.editable;
  const onLeave = useMemo(() => leaveSlicesOfDay(report, date), [report, date]);
  const initial = useMemo(() => {
    const rows = rowsOfDay(report, date, (activity) => projectFullName(activity.project_object));
    const free = freeSlices(slices, onLeave, rows);
    // An empty working day opens with one row holding every free slice: pick the project, save.
    return editable && rows.length === 0 && free.length > 0 ? [newRow(free)] : rows;
  }, [report, date, slices, onLeave, editable]);
  const [rows, setRows] = useState<DayRow[]>(initial);
  const [showErrors, setShowErrors] = useState(false);
  const dirty = JSON.stringify(rows) !== JSON.stringify(initial);
  useUnsavedChanges(dirty && !save.isSuccess);

  const allOnLeave = onLeave.size === slices;
  const error = dayError(slices, onLeave, rows);
  const free = freeSlices(slices, onLeave, rows);
  const canAdd = canAddRow(slices, onLeave, rows);
  const update = (key: string, patch: Partial<DayRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  const submit = () => {
    if (error) {
      // Said once, in the alert above the buttons (not also in a toast: the same words twice, and a screen reader
      // would read them twice).
      setShowErrors(true);
      return;
    }
    save.mutate(
      { report: report.id, ...dayPayload(date, rows) },
      {
        onSuccess: () => notifySuccess(t('activityReports.day.saved')),
        onError: (failure) => notifyError(describeError(t, failure)),
      },
    );
  };

  if (allOnLeave) {
    return <Alert color="blue">{t('activityReports.day.allOnLeave')}</Alert>;
  }

  return (
    <Stack gap="sm">
      {rows.length === 0 && <Text c="dimmed">{t('activityReports.day.nothing')}</Text>}
      {rows.map((row, index) => {
        const missingProject = showErrors && !row.project && !row.newProject?.trim();
        return (
          <Paper
            key={row.key}
            withBorder
            radius="md"
            p="sm"
            aria-label={t('activityReports.day.row', { n: index + 1 })}
          >
            <Stack gap="xs">
              <Group gap="xs" align="flex-end" wrap="nowrap">
                {editable ? (
                  <Box flex={1} miw={0}>
                    <ProjectPicker
                      value={{
                        project: row.project,
                        project_name: row.project ? null : (row.newProject ?? null),
                        text: row.projectLabel,
                      }}
                      onChange={(choice) =>
                        update(row.key, {
                          project: choice.project,
                          projectLabel: choice.text,
                          newProject: choice.project_name,
                        })
                      }
                      error={missingProject ? t('errors.codes.activity.projectRequired') : undefined}
                    />
                  </Box>
                ) : (
                  <Text fw={500}>{row.projectLabel}</Text>
                )}
                {editable && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mb={missingProject ? 22 : 0}
                    aria-label={t('activityReports.day.remove', { n: index + 1 })}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
              <DaySlicesField
                label={t('activityReports.day.slices', { n: index + 1 })}
                slicesPerDay={slices}
                selected={row.slices}
                onLeave={onLeave}
                onToggle={(slice) => setRows((current) => toggleSlice(current, row.key, slice))}
                disabled={!editable}
              />
            </Stack>
          </Paper>
        );
      })}
      {editable && (
        <>
          {free.length > 0 && (
            <Text size="sm" c={showErrors ? 'red' : 'dimmed'}>
              {t('activityReports.day.freeSlices', { count: free.length })}
            </Text>
          )}
          {!canAdd && (
            <Text size="sm" c="dimmed">
              {t('errors.codes.activity.slicesFull')}
            </Text>
          )}
          {showErrors && error && (
            <Alert color="red" icon={<IconAlertTriangle />}>
              {t('errors.codes.activity.dayIncomplete')}
            </Alert>
          )}
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={!canAdd}
              onClick={() => setRows((current) => [...current, newRow(freeSlices(slices, onLeave, current))])}
            >
              {t('activityReports.day.add')}
            </Button>
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={submit}>
              {t('common.save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
