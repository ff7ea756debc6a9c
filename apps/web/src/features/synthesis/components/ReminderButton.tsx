import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReminderModal } from './ReminderModal';

/** The activity report reminder's button (spec/3 §2): its modal previews, lets accounting choose, and sends. */
export function ReminderButton({ month }: { month: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconMailForward size={16} />} onClick={() => setOpened(true)}>
        {t('synthesis.reminder.button')}
      </Button>
      <ReminderModal month={month} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
