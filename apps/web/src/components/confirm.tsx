import { Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import i18n from 'i18next';
import type { ReactNode } from 'react';

/** An optional free text the confirmation asks for (a refusal's reason). */
export type ConfirmNote = { label: string; description?: string; maxLength: number };

/**
 * A confirmation before an action (spec: submit, delete, validate… "after confirmation"). With `note`, it also asks
 * for an optional text, handed to `onConfirm` trimmed ('' when none was written).
 */
export function openConfirm(options: {
  title: string;
  message: string;
  /** What to look at before confirming (a total, warnings), under the message. */
  details?: ReactNode;
  confirmLabel: string;
  color?: string;
  note?: ConfirmNote;
  onConfirm: (note: string) => void;
  /** The user said no: Cancel, the close button, Escape or a click outside. */
  onCancel?: () => void;
}): void {
  // Uncontrolled: the modal's content is rendered once, the text is read when confirmed.
  let note = '';
  let confirmed = false;
  modals.openConfirmModal({
    title: options.title,
    children: (
      <Stack gap="sm">
        <Text size="sm">{options.message}</Text>
        {options.details}
        {options.note && (
          <Textarea
            label={options.note.label}
            description={options.note.description}
            maxLength={options.note.maxLength}
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            onChange={(event) => {
              note = event.currentTarget.value;
            }}
          />
        )}
      </Stack>
    ),
    labels: { confirm: options.confirmLabel, cancel: i18n.t('common.cancel') },
    confirmProps: { color: options.color },
    onConfirm: () => {
      confirmed = true;
      options.onConfirm(note.trim());
    },
    // Every way of closing it ends here; only one that did not confirm is a "no".
    onClose: () => {
      if (!confirmed) options.onCancel?.();
    },
  });
}
