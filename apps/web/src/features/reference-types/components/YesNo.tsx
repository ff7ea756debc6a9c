import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A yes/no cell: an icon for the eye, the word for screen readers. */
export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation();
  const label = t(value ? 'referenceTypes.yes' : 'referenceTypes.no');
  return (
    <ThemeIcon variant="light" color={value ? 'teal' : 'gray'} size="sm" radius="xl" aria-label={label} role="img">
      {value ? <IconCheck size={14} /> : <IconMinus size={14} />}
    </ThemeIcon>
  );
}
