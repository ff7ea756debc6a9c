import { Alert, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { EXPENSE_FIRST_YEAR } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { clampYear, YearSelector } from '../../../components/YearSelector';
import { todayIso } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { monthsOfYear, yearOfFordate } from '../../../lib/months';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { myYearClaimsQuery, useCreateExpenseClaim } from '../api/claims';
import { expenseClaimPath } from '../lib/paths';
import { ClaimMonthCard } from './ClaimMonthCard';

/** `/expenses?fordate=YYYY-MM`: the year's twelve months (2015 … this year), their claims in one request (spec/1 §2). */
export default function ExpensesHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('expenses.title'));
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const currentYear = Number(todayIso().slice(0, 4));
  const year = clampYear(yearOfFordate(searchParams.get('fordate')) ?? currentYear, EXPENSE_FIRST_YEAR, currentYear);
  const { data, isPending, isError, error } = useQuery(myYearClaimsQuery(year));
  const create = useCreateExpenseClaim();
  const [creating, setCreating] = useState<string | null>(null);

  const byMonth = new Map((data?.results ?? []).map((claim) => [claim.date.slice(0, 7), claim]));

  const createMonth = (month: string) => {
    setCreating(month);
    create.mutate(
      { date: `${month}-01`, number_meals: 0 },
      {
        onSuccess: (claim) => navigate(expenseClaimPath(claim.id)),
        // spec/1 §8 "Error during Expense Claim creation!", with the server's reason.
        onError: (failure) => notifyError(describeError(t, failure), t('expenses.toasts.createFailed')),
        onSettled: () => setCreating(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('expenses.title')}
        </Title>
        <YearSelector
          value={year}
          minYear={EXPENSE_FIRST_YEAR}
          maxYear={currentYear}
          onChange={(next) => setSearchParams({ fordate: `${next}-01` }, { replace: true })}
        />
      </Group>
      {isError && <Alert color="red">{describeError(t, error)}</Alert>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
        {monthsOfYear(year).map((month) =>
          isPending ? (
            <Skeleton key={month} h={140} radius="md" />
          ) : (
            <ClaimMonthCard
              key={month}
              month={month}
              claim={byMonth.get(month)}
              onCreate={createMonth}
              creating={creating === month}
            />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
}
