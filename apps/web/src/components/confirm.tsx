import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from 'i18next';

/** A confirmation before an action (spec: submit, delete, validate… "after confirmation"). */
export function openConfirm(options: {
  title: string;
  message: string;
  confirmLabel: string;
  color?: string;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title: options.title,
    children: <Text size="sm">{options.message}</Text>,
    labels: { confirm: options.confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: options.color },
    onConfirm: options.onConfirm,
  });
}
