import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../lib/form';

type Form = ReturnType<typeof useSchemaForm<PersonName, unknown>>;
type PersonName = { first_name: string; last_name: string };

/**
 * First and last name, both required (spec/3 §3), bound to the form's `first_name` and `last_name`: one's own
 * profile and the employee form. `ownName` lets the browser fill them in (given-name, family-name); on someone
 * else's record autofill is off, so that HR typing a newcomer's name is not offered their own.
 */
export function PersonNameFields({ form, ownName }: { form: Pick<Form, 'textInput'>; ownName: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('person.firstName')}
        withAsterisk
        autoComplete={ownName ? 'given-name' : 'off'}
        {...form.textInput('first_name')}
      />
      <TextInput
        label={t('person.lastName')}
        withAsterisk
        autoComplete={ownName ? 'family-name' : 'off'}
        {...form.textInput('last_name')}
      />
    </>
  );
}
