import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityReportDetail } from '../api/types';
import { SendReportModal } from './SendReportModal';

/**
 * Send (spec/1 §4): offered to the owner of a draft (the server's `actions` hold `send`); once sent here, a disabled
 * "Report sent" stays in its place; a report already sent shows no Send button at all.
 */
export function SendReportButton({ report }: { report: ActivityReportDetail }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <Button disabled leftSection={<IconCheck size={16} />}>
        {t('activityReports.send.sent')}
      </Button>
    );
  }
  if (!report.actions.includes('send')) return null;
  return (
    <>
      <Button leftSection={<IconSend size={16} />} onClick={open}>
        {t('activityReports.send.action')}
      </Button>
      {opened && <SendReportModal report={report} opened={opened} onClose={close} onSent={() => setSent(true)} />}
    </>
  );
}
