import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The foot of every form: Cancel (when the form has somewhere to go back to) on the left of the submit button, both
 * on the right. One component so that every form keeps the same order, variant and loading state (the e2e tests
 * find the buttons by their names "Cancel"/"Save").
 */
export function FormFooter({
  saving,
  submitLabel,
  onCancel,
  cancelTo,
  cancelLabel,
  readOnly = false,
  disabled = false,
  inline = false,
}: {
  /** The submit button spins while the form's mutation runs. */
  saving: boolean;
  /** The submit button's text; "Save" by default. */
  submitLabel?: string;
  /** Cancel closes (a modal) or goes back to a page; a page's form without either has no Cancel. */
  onCancel?: () => void;
  cancelTo?: string;
  /** Cancel's text; "Cancel" by default ("Close" on a read-only dialog). */
  cancelLabel?: string;
  /** The user may see the record, not change it: no submit button. */
  readOnly?: boolean;
  /** The submit button is greyed (nothing changed yet, a required choice missing). */
  disabled?: boolean;
  /** A small form inside a document's page (a report's remark, a claim's comment): a light button, not printed. */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const cancelText = cancelLabel ?? t('common.cancel');
  return (
    <Group justify="flex-end" data-no-print={inline || undefined}>
      {cancelTo !== undefined && (
        <Button component={Link} to={cancelTo} variant="default">
          {cancelText}
        </Button>
      )}
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {cancelText}
        </Button>
      )}
      {!readOnly && (
        <Button type="submit" variant={inline ? 'light' : undefined} loading={saving} disabled={disabled}>
          {submitLabel ?? t('common.save')}
        </Button>
      )}
    </Group>
  );
}
