import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LeaveBalancesCard } from '../../../components/LeaveBalancesCard';
import { leaveBalanceQuery } from '../api/leaves';

/** The user's own balances, beside their leaves (issue 8). */
export function LeaveBalances() {
  const { t } = useTranslation();
  const { data } = useQuery(leaveBalanceQuery({}));
  return <LeaveBalancesCard data={data} title={t('leaves.balance.title')} size="h5" />;
}
