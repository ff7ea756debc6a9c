import { Button, Menu } from '@mantine/core';
import { IconCar, IconChevronDown, IconPlus, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceFormPath, travelFormPath } from '../lib/paths';

/**
 * "Ajouter une dépense" at the top of a draft claim on a phone (issue 25): at 390 px the lines' own add buttons sit
 * below the figures, the meals and the recap; this one is the first thing under the title. A receipt or a trip.
 */
export function AddExpenseMenu({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" width="target" withinPortal>
      <Menu.Target>
        <Button
          hiddenFrom="sm"
          fullWidth
          leftSection={<IconPlus size={16} />}
          rightSection={<IconChevronDown size={16} />}
          data-no-print
        >
          {t('expenses.claim.addExpense')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={invoiceFormPath(claimId)} leftSection={<IconReceipt size={16} />}>
          {t('expenses.claim.addReceipt')}
        </Menu.Item>
        <Menu.Item component={Link} to={travelFormPath(claimId)} leftSection={<IconCar size={16} />}>
          {t('expenses.claim.addTravel')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
