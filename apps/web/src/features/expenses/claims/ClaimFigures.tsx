import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ExpenseClaimDetailOut } from '@staff/shared';
import { formatEuros } from '@staff/shared';
import { IconBus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The claim's figures (spec/1 §2 "transport cost, total"): the receipts, the travel expenses, the month's transport
 * cost with the button that opens its dialog, and the total (spec/3 §2: the lines plus the transport cost).
 */
export function ClaimFigures({ claim, onTransport }: { claim: ExpenseClaimDetailOut; onTransport: () => void }) {
  const { t, i18n } = useTranslation();
  const euros = (value: number) => formatEuros(value, i18n.language);
  const figure = (label: string, value: number, strong = false) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} size={strong ? 'xl' : 'lg'} className="figures">
        {euros(value)}
      </Text>
    </div>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('expenses.figures.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {figure(t('expenses.figures.receipts'), claim.receipts_total)}
        {figure(t('expenses.figures.travels'), claim.travels_total)}
        <div>
          {figure(t('expenses.figures.transport'), claim.transport_cost)}
          <Button
            variant="subtle"
            size="compact-sm"
            px={0}
            leftSection={<IconBus size={16} />}
            onClick={onTransport}
            aria-label={claim.editable ? t('expenses.transport.editLabel') : t('expenses.transport.viewLabel')}
            data-no-print
          >
            {claim.editable ? t('expenses.transport.edit') : t('expenses.transport.view')}
          </Button>
        </div>
        {figure(t('expenses.figures.total'), claim.total, true)}
      </SimpleGrid>
    </Paper>
  );
}
