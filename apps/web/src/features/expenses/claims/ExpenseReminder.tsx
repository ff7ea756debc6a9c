import { Alert, Anchor } from '@mantine/core';
import { monthYearName } from '@staff/shared';
import { IconReceipt } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { todayIso } from '../../../lib/dates';
import { myMonthClaimQuery } from '../api/claims';
import { expenseClaimPath } from '../lib/paths';
import { remindExpenseClaim } from '../lib/reminder';

/**
 * The expense claim's line of the dashboard's "Think about it" panel (spec/1 §9): 5 days or fewer before the month's
 * end, while this month's claim is still a draft, say so with a link to it. The same request as the panel's.
 */
export default function ExpenseReminder() {
  const { t, i18n } = useTranslation();
  const today = todayIso();
  const { data } = useQuery(myMonthClaimQuery(today));
  const claim = data?.results[0];
  if (!claim || !remindExpenseClaim(today, claim.status)) return null;
  const month = monthYearName(today, i18n.language);
  return (
    <Alert color="orange" variant="light" icon={<IconReceipt />} title={t('expenses.reminder.title')}>
      {t('expenses.reminder.draft', { month })}{' '}
      <Anchor component={Link} to={expenseClaimPath(claim.id)}>
        {t('expenses.reminder.open')}
      </Anchor>
    </Alert>
  );
}
