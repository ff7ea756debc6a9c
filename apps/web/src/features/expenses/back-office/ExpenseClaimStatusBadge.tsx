import { Badge } from '@mantine/core';
import { EXPENSE_CLAIM_STATUS_COLORS, type ExpenseClaimStatus } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../components/StatusBadge';

/** A claim's status tag, in the shared state machine's colour (paid in teal, suspended in grey). */
export function ExpenseClaimStatusBadge({ status }: { status: ExpenseClaimStatus }) {
  const { t } = useTranslation();
  const tone = EXPENSE_CLAIM_STATUS_COLORS[status];
  const color = tone === 'gray' || tone === 'teal' ? tone : TONE_COLORS[tone];
  return (
    <Badge color={color} variant="light" miw="max-content">
      {t(`expenseManagement.status.${status}`)}
    </Badge>
  );
}
