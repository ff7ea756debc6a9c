import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The form-level messages of a `useSchemaForm` form, at the top of the form: the server's `detail` when it names no
 * field, and the field errors no input shows. Nothing when there are none.
 */
export function FormErrors({ form, title }: { form: { formErrors: string[] }; title?: string }) {
  const { t } = useTranslation();
  if (form.formErrors.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title={title ?? t('common.cannotSave')}>
      <Stack gap={4}>
        {form.formErrors.map((message) => (
          <Text size="sm" key={message}>
            {message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
