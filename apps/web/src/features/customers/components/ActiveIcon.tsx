import { ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The "active icon" column of spec/3 §2: a check or a cross, named for screen readers. */
export function ActiveIcon({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <ThemeIcon variant="light" color={active ? 'teal' : 'gray'} size="sm" radius="xl">
      {active ? <IconCheck size={14} /> : <IconX size={14} />}
      <VisuallyHidden>{t(active ? 'customers.activeYes' : 'customers.activeNo')}</VisuallyHidden>
    </ThemeIcon>
  );
}
