import { Alert, Text } from '@mantine/core';
import { EXPENSE_MESSAGES } from '@staff/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/issueMessages';

/**
 * spec/1 §5: a missing field is said once for the whole form, "Please fill all the fields not marked as 'Optionnal'.",
 * and each missing field is outlined red; other messages stay under their field.
 */
export function useRequiredFields(form: { error: (name: never) => string | undefined; errors: object }) {
  const { t } = useTranslation();
  const required = translateMessage(t, EXPENSE_MESSAGES.fieldsRequired);
  const missing = Object.values(form.errors).some((message) => translateMessage(t, String(message)) === required);
  /** The `error` prop of a field: only red when it is missing (the alert says why), its message otherwise. */
  const fieldError = <N extends string>(name: N): ReactNode => {
    const message = (form.error as (name: N) => string | undefined)(name);
    return message === required ? true : message;
  };
  return { missing, required, fieldError };
}

export function RequiredFieldsAlert({ show, message }: { show: boolean; message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Save is at the foot of a long form: the message at its top is brought into view.
  useEffect(() => {
    if (show) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [show]);
  if (!show) return null;
  return (
    <Alert ref={ref} color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Text size="sm">{message}</Text>
    </Alert>
  );
}

/** A field the user may leave empty, marked so (the spec's "fields not marked as Optionnal" are the required ones). */
export function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {label}{' '}
      <Text span size="xs" c="dimmed">
        ({t('expenseForms.optional')})
      </Text>
    </>
  );
}
