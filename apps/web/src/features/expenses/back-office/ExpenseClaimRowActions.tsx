import type { ExpenseClaimOut } from '@staff/shared';
import {
  IconArrowBackUp,
  IconCash,
  IconCheck,
  IconEye,
  IconFileTypePdf,
  IconFileZip,
  IconHistory,
  IconPlayerPause,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActionsMenu } from '../../../components/RowActionsMenu';
import { useDownload } from '../../../lib/useDownload';
import { downloadExpenseClaim } from '../api/backOffice';
import { type BackOfficeAction, backOfficeActionsOf } from './management';
import { useExpenseClaimAction } from './useExpenseClaimAction';

const ICONS: Record<BackOfficeAction, typeof IconCheck> = {
  accept: IconCheck,
  pay: IconCash,
  refuse: IconX,
  suspend: IconPlayerPause,
  unlock: IconArrowBackUp,
};
const COLORS: Partial<Record<BackOfficeAction, string>> = { accept: 'green', pay: 'teal', refuse: 'red' };

/**
 * A claim's row actions (spec/3 §2, §4): view (the claim's page, read-only for a validator), its history, the PDF and
 * the ZIP (PDF plus attachments), then the status changes the server's `actions` allow, each confirmed.
 */
export function ExpenseClaimRowActions({
  claim,
  words,
  onHistory,
}: {
  claim: ExpenseClaimOut;
  words: { name: string; month: string };
  onHistory: () => void;
}) {
  const { t } = useTranslation();
  const action = useExpenseClaimAction();
  const file = useDownload();
  const { decisions, stepsBack } = backOfficeActionsOf(claim);

  const item = (step: BackOfficeAction): RowAction => ({
    key: step,
    label: t(`expenseManagement.actions.${step}.action`),
    icon: ICONS[step],
    color: COLORS[step],
    onClick: () => action.run(step, claim, words),
  });

  return (
    <RowActionsMenu
      label={t('expenseManagement.rowActions', words)}
      loading={action.isPending(claim) || file.downloading}
      groups={[
        [
          { key: 'view', label: t('expenseManagement.view'), icon: IconEye, to: `/expenses/${claim.id}` },
          { key: 'history', label: t('expenseManagement.history.open'), icon: IconHistory, onClick: onHistory },
          {
            key: 'pdf',
            label: t('expenseManagement.pdf'),
            icon: IconFileTypePdf,
            onClick: () => file.run('pdf', () => downloadExpenseClaim(claim.id, false)),
          },
          {
            key: 'zip',
            label: t('expenseManagement.zip'),
            icon: IconFileZip,
            onClick: () => file.run('zip', () => downloadExpenseClaim(claim.id, true)),
          },
        ],
        decisions.map(item),
        stepsBack.map(item),
      ]}
    />
  );
}
