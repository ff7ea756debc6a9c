import { Group, Stack, TextInput, Title } from '@mantine/core';
import { monthYearName, SYNTHESIS_PAGE_SIZE, type SynthesisRow } from '@staff/shared';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { useTableState } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { todayIso } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { monthlyLeavesQuery, monthlySummaryQuery, useUnlockReport } from '../api/synthesis';
import { ReminderButton } from '../components/ReminderButton';
import { SynthesisExportButtons } from '../components/SynthesisExportButtons';
import { type LeavesTableRow, leavesTableRows, SynthesisLeavesTable } from '../components/SynthesisLeavesTable';
import { SynthesisMonthPicker } from '../components/SynthesisMonthPicker';
import { SynthesisTable } from '../components/SynthesisTable';
import { leavesPageWindow, weekdayHolidays } from '../lib/synthesis';

/**
 * `/back_office/monthly_synthesis` (spec/3 §2 "Monthly synthesis", §6, §7, §8): the month of every employee the user
 * may see, in two tables of 10 rows (the synthesis and the leaves), the employee search (Enter), the CRA reminder and
 * the payroll and overtime exports.
 */
export default function MonthlySynthesisPage() {
  const { t, i18n } = useTranslation();
  const title = t('synthesis.title');
  usePageTitle(title);
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const [search, setSearch] = useState('');
  const summary = useTableState<SynthesisRow>({ columnAccessor: 'last_name', direction: 'asc' }, SYNTHESIS_PAGE_SIZE);
  const leaves = useTableState<LeavesTableRow>({ columnAccessor: 'begin_date', direction: 'asc' }, SYNTHESIS_PAGE_SIZE);
  const unlock = useUnlockReport();
  const [unlockingId, setUnlockingId] = useState<number | null>(null);

  const search_query = search || undefined;
  const summaryQuery = useQuery(monthlySummaryQuery({ for_month: month, search_query, ...summary.params }));
  // The month's holidays come first in the leaves table: the leaves the server pages start after them.
  const holidays = weekdayHolidays(month);
  const leavesWindow = leavesPageWindow(leaves.page, SYNTHESIS_PAGE_SIZE, holidays.length);
  const leavesQuery = useQuery(
    monthlyLeavesQuery({
      for_month: month,
      search_query,
      ordering: leaves.params.ordering,
      limit: Math.max(leavesWindow.limit, 1),
      offset: leavesWindow.offset,
    }),
  );
  const leaveRows =
    leavesQuery.data &&
    leavesTableRows(
      leavesQuery.data.holidays.slice(leavesWindow.holidayFrom, leavesWindow.holidayTo),
      leavesWindow.limit > 0 ? leavesQuery.data.results : [],
    );

  const startAgain = () => {
    summary.onPageChange(1);
    leaves.onPageChange(1);
  };
  const empty = <ListEmptyState title={search ? t('synthesis.search.nobody') : t('table.empty')} />;
  const monthName = monthYearName(month, i18n.language);

  const askUnlock = (row: SynthesisRow, report: NonNullable<SynthesisRow['report']>) => {
    const words = { name: `${row.first_name} ${row.last_name}`.trim(), month: monthName };
    openConfirm({
      title: t('synthesis.unlock.title'),
      message: t('synthesis.unlock.text', words),
      confirmLabel: t('synthesis.unlock.action'),
      color: 'orange',
      onConfirm: () => {
        setUnlockingId(report.id);
        unlock
          .mutateAsync(report.id)
          .then(
            () => notifySuccess(t('synthesis.unlock.done', words)),
            (error) => notifyError(describeError(t, error), t('synthesis.unlock.failed')),
          )
          .finally(() => setUnlockingId(null));
      },
    });
  };

  return (
    <Stack gap="md">
      <PageTitle>{title}</PageTitle>
      <SynthesisMonthPicker
        month={month}
        onChange={(value) => {
          setMonth(value);
          startAgain();
        }}
      />
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t('synthesis.search.label')}
          placeholder={t('synthesis.search.placeholder')}
          description={t('synthesis.search.hint')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 360 }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            setSearch(event.currentTarget.value.trim());
            startAgain();
          }}
        />
        <Group gap="xs">
          <ReminderButton month={month} />
          <SynthesisExportButtons month={month} />
        </Group>
      </Group>
      <Title order={2} fz="h4">
        {t('synthesis.table.title')}
      </Title>
      <SynthesisTable
        data={summaryQuery.data}
        fetching={summaryQuery.isFetching}
        paging={{ ...summary.paging, pageSize: SYNTHESIS_PAGE_SIZE }}
        empty={empty}
        onUnlock={askUnlock}
        unlockingId={unlockingId}
      />
      <Title order={2} fz="h4">
        {t('synthesis.leaves.title')}
      </Title>
      <SynthesisLeavesTable
        rows={leaveRows}
        total={(leavesQuery.data?.count ?? 0) + holidays.length}
        fetching={leavesQuery.isFetching}
        paging={{ ...leaves.paging, pageSize: SYNTHESIS_PAGE_SIZE }}
        empty={empty}
      />
    </Stack>
  );
}
