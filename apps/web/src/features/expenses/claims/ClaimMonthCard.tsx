import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ExpenseClaimOut } from '@staff/shared';
import { formatEuros, monthName } from '@staff/shared';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExpenseClaimStatusBadge } from '../components/ExpenseClaimStatusBadge';
import { expenseClaimPath } from '../lib/paths';

/**
 * One month of the expense claims' year (spec/1 §2): its claim's total in euros, a lock once it is no longer a draft,
 * its status; or the month without a claim and the button that creates it.
 */
export function ClaimMonthCard({
  month,
  claim,
  onCreate,
  creating,
}: {
  month: string;
  claim: ExpenseClaimOut | undefined;
  onCreate: (month: string) => void;
  creating: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = monthName(month, i18n.language);
  return (
    <Card withBorder padding="md" radius="md" data-testid={`claim-month-${month}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} tt="capitalize">
            {name}
          </Text>
          {claim && (
            <Group gap={6} wrap="nowrap">
              {claim.status !== 'draft' && <IconLock size={16} aria-label={t('expenses.home.locked')} role="img" />}
              <ExpenseClaimStatusBadge status={claim.status} />
            </Group>
          )}
        </Group>
        {claim ? (
          <>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('expenses.figures.total')}
              </Text>
              <Text fw={600} ff="monospace">
                {formatEuros(claim.total, i18n.language)}
              </Text>
            </Group>
            <Button
              component={Link}
              to={expenseClaimPath(claim.id)}
              variant="light"
              mt="auto"
              aria-label={t('expenses.home.openMonth', { month: name })}
            >
              {t('expenses.home.open')}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('expenses.home.notCreated')}
            </Text>
            <Button
              variant="default"
              mt="auto"
              leftSection={<IconPlus size={16} />}
              loading={creating}
              onClick={() => onCreate(month)}
              aria-label={t('expenses.home.createMonth', { month: name })}
            >
              {t('expenses.home.create')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}
