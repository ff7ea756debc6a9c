import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { dayTotals, overlappingIds } from '@staff/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../lib/dates';
import { usePageTitle } from '../../../lib/pageTitle';
import { entryListQuery } from '../api/entries';
import type { TimeEntry } from '../api/types';
import { DayGroup } from '../components/DayGroup';
import { ReminderNotice } from '../components/ReminderNotice';
import { TaskFormModal } from '../components/TaskFormModal';
import { TaskSearch } from '../components/TaskSearch';
import { TimeTrackingHeader } from '../components/TimeTrackingHeader';
import { WeekNavigator } from '../components/WeekNavigator';
import { groupByDay } from '../lib/groupByDay';
import { listFilters, type TaskSearchValue } from '../lib/search';
import { thisMonday, weekRange } from '../lib/week';

/** What the form edits: nothing open, a new task, or an entry. */
type Editing = { entry: TimeEntry | null } | null;

/** `/time-tracking/task-list` (spec/2 §2.2 home): the week's tasks by day, the search, the manual task form. */
export default function TaskListPage() {
  const { t } = useTranslation();
  usePageTitle(t('timeTracking.list.title'));
  const [monday, setMonday] = useState(() => thisMonday(todayIso()));
  const [search, setSearch] = useState<TaskSearchValue>({ by: 'project', text: '' });
  const [debounced] = useDebouncedValue(search, 400);
  const [editing, setEditing] = useState<Editing>(null);
  const { data, isPending } = useQuery(entryListQuery(listFilters(weekRange(monday), debounced)));
  const entries = data?.results ?? [];
  const totals = dayTotals(entries);
  const overlapping = overlappingIds(entries);
  const searching = listFilters(weekRange(monday), debounced).date_min === undefined;

  return (
    <Stack gap="md">
      <TimeTrackingHeader
        title={t('timeTracking.list.title')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ entry: null })}>
            {t('timeTracking.list.newTask')}
          </Button>
        }
      />
      <ReminderNotice />
      <Group justify="space-between" align="flex-start" gap="sm">
        {!searching && <WeekNavigator monday={monday} onChange={setMonday} />}
        <TaskSearch value={search} onChange={setSearch} />
      </Group>
      {isPending ? (
        <Loader size="sm" />
      ) : entries.length === 0 ? (
        <Text c="dimmed" role="status">
          {t(searching ? 'timeTracking.search.empty' : 'timeTracking.list.empty')}
        </Text>
      ) : (
        groupByDay(entries).map((group) => (
          <DayGroup
            key={group.day}
            day={group.day}
            total={totals.get(group.day) ?? 0}
            entries={group.entries}
            overlapping={overlapping}
            onEdit={(entry) => setEditing({ entry })}
          />
        ))
      )}
      {editing && <TaskFormModal entry={editing.entry} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
