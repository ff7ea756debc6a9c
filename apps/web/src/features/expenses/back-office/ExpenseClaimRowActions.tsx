import { Button, Menu } from '@mantine/core';
import type { ExpenseClaimOut } from '@staff/shared';
import {
  IconArrowBackUp,
  IconCash,
  IconCheck,
  IconChevronDown,
  IconEye,
  IconFileTypePdf,
  IconFileZip,
  IconHistory,
  IconPlayerPause,
  IconX,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
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
  const [downloading, setDownloading] = useState(false);
  const { decisions, stepsBack } = backOfficeActionsOf(claim);

  const download = async (zip: boolean) => {
    setDownloading(true);
    try {
      await downloadExpenseClaim(claim.id, zip);
    } catch (error) {
      notifyError(t('expenseManagement.downloadFailed', { details: describeError(t, error) }));
    } finally {
      setDownloading(false);
    }
  };

  const item = (step: BackOfficeAction) => {
    const Icon = ICONS[step];
    return (
      <Menu.Item
        key={step}
        color={COLORS[step]}
        leftSection={<Icon size={16} />}
        onClick={() => action.run(step, claim, words)}
      >
        {t(`expenseManagement.actions.${step}.action`)}
      </Menu.Item>
    );
  };

  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronDown size={14} />}
          loading={action.isPending(claim) || downloading}
          aria-label={t('expenseManagement.rowActions', words)}
        >
          {t('table.actions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/expenses/${claim.id}`} leftSection={<IconEye size={16} />}>
          {t('expenseManagement.view')}
        </Menu.Item>
        <Menu.Item leftSection={<IconHistory size={16} />} onClick={onHistory}>
          {t('expenseManagement.history.open')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => download(false)}>
          {t('expenseManagement.pdf')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileZip size={16} />} onClick={() => download(true)}>
          {t('expenseManagement.zip')}
        </Menu.Item>
        {decisions.length > 0 && <Menu.Divider />}
        {decisions.map(item)}
        {stepsBack.length > 0 && <Menu.Divider />}
        {stepsBack.map(item)}
      </Menu.Dropdown>
    </Menu>
  );
}
