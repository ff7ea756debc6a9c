import { Badge } from '@mantine/core';
import { EXPENSE_CLAIM_STATUS_COLORS, type ExpenseClaimStatus } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { TONE_COLORS } from '../../../components/StatusBadge';

/** The colours the shared state machine's classes take (its payed "teal" and suspended "gray" are Mantine's own). */
const colorOf = (status: ExpenseClaimStatus): string => {
  const tone = EXPENSE_CLAIM_STATUS_COLORS[status];
  return tone === 'gray' || tone === 'teal' ? tone : TONE_COLORS[tone];
};

/** A claim's status tag, one name per status everywhere (expenses.status.*): the year's cards, the claim, the lists. */
export function ExpenseClaimStatusBadge({ status }: { status: ExpenseClaimStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colorOf(status)} variant="light" miw="max-content">
      {t(`expenses.status.${status}`)}
    </Badge>
  );
}
