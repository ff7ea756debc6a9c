import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { type ExpenseClaimSendCheckOut, formatEuros, monthYearName, type WarnedReceiptOut } from '@staff/shared';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

/**
 * What the send's confirmation shows (issue 25 "Guards before mistakes"): the claim's total, then the receipts the
 * server found worth a second look (no file attached, dated outside the month, the same receipt on another claim).
 * They warn; Send stays possible.
 */
export function SendClaimSummary({ check }: { check: ExpenseClaimSendCheckOut }) {
  const { t, i18n } = useTranslation();
  const euros = (value: number) => formatEuros(value, i18n.language);
  const receipt = (r: WarnedReceiptOut) => `${formatDate(r.date)} · ${r.seller} · ${euros(r.total)}`;
  const groups = [
    { key: 'withoutAttachment', items: check.without_attachment.map((r) => ({ id: r.id, text: receipt(r) })) },
    { key: 'outsideMonth', items: check.outside_month.map((r) => ({ id: r.id, text: receipt(r) })) },
    {
      key: 'duplicates',
      items: check.duplicates.map((r) => ({
        id: `${r.id}-${r.other_claim}`,
        text: t('expenses.sendCheck.onOtherClaim', {
          receipt: receipt(r),
          month: monthYearName(r.other_month, i18n.language),
        }),
      })),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <Stack gap="sm">
      <Group justify="space-between" data-testid="send-total">
        <Text fw={600}>{t('expenses.sendCheck.total')}</Text>
        <Text fw={700} fz="lg">
          {euros(check.total)}
        </Text>
      </Group>
      {groups.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('expenses.sendCheck.title')}
        >
          <Stack gap="xs">
            {groups.map((group) => (
              <div key={group.key}>
                <Text size="sm" fw={600}>
                  {t(`expenses.sendCheck.${group.key}`, { count: group.items.length })}
                </Text>
                <List size="sm" spacing={2}>
                  {group.items.map((item) => (
                    <List.Item key={item.id}>{item.text}</List.Item>
                  ))}
                </List>
              </div>
            ))}
            <Text size="sm">{t('expenses.sendCheck.stillPossible')}</Text>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
