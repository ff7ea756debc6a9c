import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { timesheetWeekQuery, useCopyLastWeek, useSaveTimesheetCells } from '../api/timesheet';
import { askLongDay } from '../components/askLongDay';
import { type ProjectRef, ProjectSelect } from '../components/ProjectSelect';
import { DAY_CARDS_QUERY, TimesheetDayCards } from '../components/TimesheetDayCards';
import { TimesheetGrid } from '../components/TimesheetGrid';
import { TimeTrackingHeader } from '../components/TimeTrackingHeader';
import { WeekNavigator } from '../components/WeekNavigator';
import { sendConfirmingLongDay } from '../lib/longDay';
import { changedCells, type Drafts, withAddedRows } from '../lib/timesheetGrid';
import { thisMonday } from '../lib/week';

/** `/time-tracking/timesheet` (issue 23): the week as a grid of projects by days, the same entries as the list. */
export default function TimesheetPage() {
  const { t } = useTranslation();
  usePageTitle(t('timeTracking.timesheet.title'));
  const [monday, setMonday] = useState(() => thisMonday(todayIso()));
  const [drafts, setDrafts] = useState<Drafts>({});
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<ProjectRef[]>([]);
  const [picked, setPicked] = useState<ProjectRef | null>(null);
  const { data: week, isPending } = useQuery(timesheetWeekQuery(monday));
  const saveCells = useSaveTimesheetCells();
  const copy = useCopyLastWeek();
  const rows = week ? withAddedRows(week, added) : [];
  // Read at once, not after a first paint: a phone would otherwise flash the grid before its cards.
  const phone = useMediaQuery(DAY_CARDS_QUERY, undefined, { getInitialValueInEffect: false });
  const WeekLayout = phone ? TimesheetDayCards : TimesheetGrid;

  const changeWeek = (next: string) => {
    setMonday(next);
    setDrafts({});
    setInvalid(new Set());
    setAdded([]);
  };

  const save = () => {
    if (!week) return;
    const { cells, invalid: wrong } = changedCells(rows, week.days, drafts);
    setInvalid(new Set(wrong));
    if (wrong.length > 0 || cells.length === 0) return;
    sendConfirmingLongDay(
      (confirm) => saveCells.mutateAsync({ week: monday, cells, confirm_long_day: confirm || undefined }),
      askLongDay,
    ).then(
      (saved) => {
        if (!saved) return;
        setDrafts({});
        notifySuccess(t('timeTracking.timesheet.saved'));
      },
      (error) => notifyError(describeError(t, error)),
    );
  };

  const addRow = () => {
    if (!picked) return;
    setAdded((current) => [...current, picked]);
    setPicked(null);
  };

  return (
    <Stack gap="md">
      <TimeTrackingHeader
        title={t('timeTracking.timesheet.title')}
        actions={
          <Button
            variant="default"
            leftSection={<IconCopy size={16} />}
            loading={copy.isPending}
            onClick={() => copy.mutate(monday, { onSuccess: () => notifySuccess(t('timeTracking.timesheet.copied')) })}
          >
            {t('timeTracking.timesheet.copyLastWeek')}
          </Button>
        }
      />
      <WeekNavigator monday={monday} onChange={changeWeek} />
      <Text size="sm" c="dimmed">
        {t(phone ? 'timeTracking.timesheet.hintPhone' : 'timeTracking.timesheet.hint')}
      </Text>
      {invalid.size > 0 && (
        <Alert color="red" role="alert">
          {t('timeTracking.timesheet.invalid')}
        </Alert>
      )}
      {isPending || !week ? (
        <Loader size="sm" />
      ) : (
        <WeekLayout
          days={week.days}
          rows={rows}
          drafts={drafts}
          invalid={invalid}
          onType={(key, text) => setDrafts((current) => ({ ...current, [key]: text }))}
          onSave={save}
        />
      )}
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" align="flex-end">
          <ProjectSelect label={t('timeTracking.timesheet.addProject')} value={picked} onChange={setPicked} />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addRow} disabled={!picked}>
            {t('timeTracking.timesheet.addRow')}
          </Button>
        </Group>
        <Button leftSection={<IconDeviceFloppy size={16} />} onClick={save} loading={saveCells.isPending}>
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}
