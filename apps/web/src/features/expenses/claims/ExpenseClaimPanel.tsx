import { Alert, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { formatEuros, monthYearName } from '@staff/shared';
import { IconPlus, IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DashboardPanel } from '../../../components/DashboardPanel';
import { todayIso } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { myMonthClaimQuery, useCreateExpenseClaim } from '../api/claims';
import { ExpenseClaimStatusBadge } from '../components/ExpenseClaimStatusBadge';
import { expenseClaimPath } from '../lib/paths';

/**
 * The dashboard's expense claim panel (spec/1 §2 "expense claim (total, meals, transport cost)"): the current month's
 * claim and a link to it; or, for a month without one, the button that creates it. Loaded as its own chunk by the
 * dashboard (app/dashboardPanels.ts), so that the dashboard's first load does not carry it.
 */
export default function ExpenseClaimPanel() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const today = todayIso();
  const month = monthYearName(today, i18n.language);
  const { data, isPending, isError } = useQuery(myMonthClaimQuery(today));
  const create = useCreateExpenseClaim();
  const claim = data?.results[0];

  const createClaim = () =>
    create.mutate(
      { date: today, number_meals: 0 },
      {
        onSuccess: (created) => navigate(expenseClaimPath(created.id)),
        onError: (failure) => notifyError(describeError(t, failure), t('expenses.toasts.createFailed')),
      },
    );

  const figure = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="lg">
        {value}
      </Text>
    </div>
  );

  return (
    <DashboardPanel
      title={t('expenses.panel.title')}
      icon={IconReceipt}
      aside={
        <>
          <Text c="dimmed" tt="capitalize">
            {month}
          </Text>
          {claim && <ExpenseClaimStatusBadge status={claim.status} />}
        </>
      }
    >
      {isError && <Alert color="red">{t('expenses.panel.unavailable')}</Alert>}
      {!isPending && !isError && claim && (
        <>
          <SimpleGrid cols={3} spacing="xs">
            {figure(t('expenses.figures.total'), formatEuros(claim.total, i18n.language))}
            {figure(t('expenses.panel.meals'), String(claim.number_meals))}
            {figure(t('expenses.figures.transport'), formatEuros(claim.transport_cost, i18n.language))}
          </SimpleGrid>
          <Group>
            <Button
              component={Link}
              to={expenseClaimPath(claim.id)}
              variant="light"
              leftSection={<IconReceipt size={16} />}
            >
              {t('expenses.panel.open')}
            </Button>
          </Group>
        </>
      )}
      {!isPending && !isError && !claim && (
        <>
          <Text size="sm" c="dimmed">
            {t('expenses.panel.none', { month })}
          </Text>
          <Group>
            <Button leftSection={<IconPlus size={16} />} loading={create.isPending} onClick={createClaim}>
              {t('expenses.panel.create')}
            </Button>
          </Group>
        </>
      )}
    </DashboardPanel>
  );
}
