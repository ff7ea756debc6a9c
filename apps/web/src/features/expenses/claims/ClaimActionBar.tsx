import { Button, Group, Menu } from '@mantine/core';
import type { ExpenseClaimDetailOut } from '@staff/shared';
import { IconDownload, IconFileTypePdf, IconFileZip, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownload } from '../../../lib/useDownload';
import { downloadExpenseClaim } from '../api/backOffice';
import { expenseClaimPdfViewUrl } from '../api/claims';
import { SendClaimButton } from './SendClaimButton';

/**
 * The claim's actions (spec/1 §2): print, the PDF to view or download, the ZIP of the PDF with every attachment, and
 * Send while it is the owner's draft. A download says it is done or why it failed (spec/2 §8, useDownload).
 */
export function ClaimActionBar({ claim, month }: { claim: ExpenseClaimDetailOut; month: string }) {
  const { t } = useTranslation();
  const file = useDownload();
  return (
    <Group gap="xs" data-no-print>
      <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        {t('expenses.actions.print')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileTypePdf size={16} />} loading={file.downloading}>
            {t('expenses.actions.pdf')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            component="a"
            href={expenseClaimPdfViewUrl(claim.id)}
            target="_blank"
            rel="noopener"
            leftSection={<IconFileTypePdf size={16} />}
          >
            {t('expenses.actions.pdfView')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconDownload size={16} />}
            onClick={() => file.run('pdf', () => downloadExpenseClaim(claim.id, false))}
          >
            {t('expenses.actions.pdfDownload')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconFileZip size={16} />}
            onClick={() => file.run('zip', () => downloadExpenseClaim(claim.id, true))}
          >
            {t('expenses.actions.zipDownload')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SendClaimButton claim={claim} month={month} />
    </Group>
  );
}
