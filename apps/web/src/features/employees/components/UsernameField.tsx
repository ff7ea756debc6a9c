import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usernameSuggestionQuery } from '../api/employees';

/**
 * The username of the employee form. For a new employee (`suggestFrom` given) it offers the server's suggestion for the
 * name typed (issue 25: first initial and last name, a number when taken), filled in until HR types a username of
 * their own; the hint says where the value comes from.
 */
export function UsernameField({
  suggestFrom,
  value,
  onSuggested,
  ...input
}: TextInputProps & {
  value: string;
  suggestFrom?: { first_name: string; last_name: string };
  onSuggested: (username: string) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(false);
  // Strings, not the object: a new object at each render would restart the wait for ever.
  const [first_name] = useDebouncedValue(suggestFrom?.first_name ?? '', 400);
  const [last_name] = useDebouncedValue(suggestFrom?.last_name ?? '', 400);
  const { data: suggestion } = useQuery({
    ...usernameSuggestionQuery({ first_name, last_name }),
    enabled: !!suggestFrom && !typed && last_name.trim() !== '',
  });
  useEffect(() => {
    if (suggestion && !typed && value !== suggestion) onSuggested(suggestion);
  }, [suggestion, typed, value, onSuggested]);
  const suggested = !!suggestFrom && !!suggestion && value === suggestion;
  return (
    <TextInput
      {...input}
      value={value}
      description={suggested ? t('employees.form.usernameSuggested') : input.description}
      onChange={(event) => {
        setTyped(event.currentTarget.value !== '');
        input.onChange?.(event);
      }}
    />
  );
}
