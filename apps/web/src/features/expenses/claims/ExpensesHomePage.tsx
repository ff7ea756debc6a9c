import { EXPENSE_FIRST_YEAR, type ExpenseClaimOut, formatEuros, isExpenseClaimEditable } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { MonthCard, MonthCardFigure } from '../../../components/MonthCard';
import { type MonthCardProps, YearOfMonths } from '../../../components/YearOfMonths';
import { usePageTitle } from '../../../lib/pageTitle';
import { myYearClaimsQuery, useCreateExpenseClaim } from '../api/claims';
import { ExpenseClaimStatusBadge } from '../components/ExpenseClaimStatusBadge';
import { expenseClaimPath } from '../lib/paths';

/** `/expenses?fordate=YYYY-MM`: the year's twelve months (2015 … this year), their claims in one request (spec/1 §2). */
export default function ExpensesHomePage() {
  const { t } = useTranslation();
  usePageTitle(t('expenses.title'));
  const create = useCreateExpenseClaim();
  return (
    <YearOfMonths
      title={t('expenses.title')}
      minYear={EXPENSE_FIRST_YEAR}
      yearQuery={myYearClaimsQuery}
      create={(month) => create.mutateAsync({ date: `${month}-01`, number_meals: 0 })}
      pathOf={expenseClaimPath}
      // spec/1 §8 "Error during Expense Claim creation!", with the server's reason.
      createFailed={t('expenses.toasts.createFailed')}
      cardHeight={140}
      card={(props) => <ClaimMonthCard {...props} />}
    />
  );
}

/** A month of the year (spec/1 §2): its claim's total in euros, a lock once the owner can no longer change it, its status. */
function ClaimMonthCard({ record: claim, ...props }: MonthCardProps<ExpenseClaimOut>) {
  const { t, i18n } = useTranslation();
  return (
    <MonthCard
      {...props}
      texts="expenses.home"
      testId={`claim-month-${props.month}`}
      document={
        claim && {
          path: expenseClaimPath(claim.id),
          locked: !isExpenseClaimEditable(claim.status),
          badge: <ExpenseClaimStatusBadge status={claim.status} />,
          figures: (
            <MonthCardFigure
              label={t('expenses.figures.total')}
              value={formatEuros(claim.total, i18n.language)}
              strong
            />
          ),
        }
      }
    />
  );
}
