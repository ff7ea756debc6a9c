import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tagsQuery } from '../api/pickers';

/** The contract's limit of tags on one task. */
const TAGS_MAX = 10;

/**
 * A task's tags by name: the company's tags offered as the user types, and any new name kept as typed (the server
 * creates the tags it does not know when the task is saved).
 */
export function TagsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data } = useQuery(tagsQuery(debounced));
  return (
    <TagsInput
      label={t('timeTracking.task.tags')}
      description={t('timeTracking.task.tagsHint')}
      data={(data?.results ?? []).map((tag) => tag.name)}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      maxTags={TAGS_MAX}
      clearable
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
