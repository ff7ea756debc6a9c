import { Alert, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clampYear, MIN_YEAR, YearSelector } from '../../../components/YearSelector';
import { todayIso } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { monthsOfYear, yearOfFordate } from '../../../lib/months';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { myYearReportsQuery, useCreateActivityReport } from '../api/reports';
import { MonthCard } from '../components/MonthCard';
import { activityReportPath } from '../lib/paths';

/** `/activity?fordate=YYYY-MM`: the year's twelve months, their reports in one request (spec/1 §2). */
export default function ActivityHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('activity.home.title'));
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentYear = Number(todayIso().slice(0, 4));
  const year = clampYear(yearOfFordate(searchParams.get('fordate')) ?? currentYear, MIN_YEAR, currentYear);
  const { data, isPending, isError, error } = useQuery(myYearReportsQuery(year));
  const create = useCreateActivityReport();
  const [creating, setCreating] = useState<string | null>(null);

  const byMonth = new Map((data?.results ?? []).map((report) => [report.date.slice(0, 7), report]));

  const createMonth = (month: string) => {
    setCreating(month);
    create.mutate(
      { date: `${month}-01` },
      {
        onSuccess: (report) => navigate(activityReportPath(report.id)),
        onError: (failure) => notifyError(describeError(t, failure), t('activity.toasts.reportCreateError')),
        onSettled: () => setCreating(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('activity.home.title')}
        </Title>
        <YearSelector
          value={year}
          maxYear={currentYear}
          onChange={(next) => setSearchParams({ fordate: `${next}-01` }, { replace: true })}
        />
      </Group>
      {isError && <Alert color="red">{describeError(t, error)}</Alert>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {monthsOfYear(year).map((month) =>
          isPending ? (
            <Skeleton key={month} h={170} radius="md" />
          ) : (
            <MonthCard
              key={month}
              month={month}
              report={byMonth.get(month)}
              onCreate={createMonth}
              creating={creating === month}
            />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
