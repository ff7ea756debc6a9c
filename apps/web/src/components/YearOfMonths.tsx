import { Alert, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { todayIso } from '../lib/dates';
import { describeError } from '../lib/messages';
import { monthsOfYear, yearOfFordate } from '../lib/months';
import { notifyError } from '../lib/notify';
import type { Page } from '../lib/types';
import { PageTitle } from './PageTitle';
import { clampYear, YearSelector } from './YearSelector';

/** What a month's card is given: the month (YYYY-MM), its document if any, and how to create it. */
export type MonthCardProps<T> = {
  month: string;
  record: T | undefined;
  onCreate: (month: string) => void;
  creating: boolean;
};

/**
 * A year home of monthly documents (spec/1 §2: `/activity?fordate=YYYY-MM`, `/expenses?fordate=YYYY-MM`): the title
 * and a year selector (`minYear` … this year, kept in `fordate`), then the year's twelve months, their documents read
 * in one request. A month without one creates it on demand and opens it; a failed creation is said in a toast titled
 * `createFailed`. The page names itself (usePageTitle), as every page does.
 */
export function YearOfMonths<T extends { id: number; date: string }, Key extends QueryKey>({
  title,
  minYear,
  yearQuery,
  create,
  pathOf,
  createFailed,
  cardHeight,
  card,
}: {
  title: string;
  minYear: number;
  yearQuery: (year: number) => UseQueryOptions<Page<T>, Error, Page<T>, Key>;
  /** Creates the document of a month (YYYY-MM); the caller's mutation, silent. */
  create: (month: string) => Promise<{ id: number }>;
  pathOf: (id: number) => string;
  createFailed: string;
  cardHeight: number;
  card: (props: MonthCardProps<T>) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentYear = Number(todayIso().slice(0, 4));
  const year = clampYear(yearOfFordate(searchParams.get('fordate')) ?? currentYear, minYear, currentYear);
  const { data, isPending, isError, error } = useQuery(yearQuery(year));
  const [creating, setCreating] = useState<string | null>(null);

  const byMonth = new Map((data?.results ?? []).map((record) => [record.date.slice(0, 7), record]));

  const onCreate = (month: string) => {
    setCreating(month);
    create(month)
      .then(
        (record) => navigate(pathOf(record.id)),
        (failure) => notifyError(describeError(t, failure), createFailed),
      )
      .finally(() => setCreating(null));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PageTitle>{title}</PageTitle>
        <YearSelector
          value={year}
          minYear={minYear}
          maxYear={currentYear}
          onChange={(next) => setSearchParams({ fordate: `${next}-01` }, { replace: true })}
        />
      </Group>
      {isError && <Alert color="red">{describeError(t, error)}</Alert>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {monthsOfYear(year).map((month) =>
          isPending ? (
            <Skeleton key={month} h={cardHeight} radius="md" />
          ) : (
            <Fragment key={month}>
              {card({ month, record: byMonth.get(month), onCreate, creating: creating === month })}
            </Fragment>
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
