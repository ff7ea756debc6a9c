import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The foot of every back-office form and modal: Cancel on the left of the submit button, both on the right. One
 * component so that the forms of each screen keep the same order, variant and loading state (the e2e tests find
 * the buttons by their names "Cancel"/"Save").
 */
export function FormFooter({
  onCancel,
  saving,
  submitLabel,
}: {
  onCancel: () => void;
  /** The submit button spins while the form's mutation runs. */
  saving: boolean;
  /** The submit button's text; "Save" by default. */
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel ?? t('common.save')}
      </Button>
    </Group>
  );
}
