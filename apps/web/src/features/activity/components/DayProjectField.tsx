import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectSearchQuery } from '../api/activities';
import type { Project } from '../api/types';

/** spec/1 §9 "Autocomplete debounce 500 ms". */
const SEARCH_DEBOUNCE_MS = 500;

/** "Customer — Project", or the project alone (company and private projects have no customer). */
export const projectOptionLabel = (project: Pick<Project, 'name' | 'customer_model'>) =>
  project.customer_model ? `${project.customer_model.name} — ${project.name}` : project.name;

/**
 * The day view's project typeahead (spec/1 §2): the user's projects by name as typed (the picker's search, debounced),
 * "No Results Found" when none matches; a name that matches no project is saved as a new project of the user (or the
 * one they already have by that name), which the server decides.
 */
export function DayProjectField({
  label,
  value,
  onChange,
  disabled,
  error,
}: {
  label: string;
  value: string;
  /** The picked project's id, or null with the typed name. */
  onChange: (project: number | null, label: string) => void;
  disabled?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useQuery({ ...projectSearchQuery(search), enabled: !disabled });
  const options = (data?.results ?? []).map((project) => ({
    value: String(project.id),
    label: projectOptionLabel(project),
  }));
  // "No Results Found" (spec/1 §2): said under the field, with what saving will do about the name typed.
  const noMatch = !disabled && !isFetching && value.trim() !== '' && search === value && options.length === 0;

  return (
    <Autocomplete
      label={label}
      placeholder={t('activityReports.day.projectPlaceholder')}
      value={value}
      data={options.map((option) => option.label)}
      // The server already filtered on the name typed: show what it answered.
      filter={({ options: all }) => all}
      onChange={(text) => {
        const picked = options.find((option) => option.label === text);
        onChange(picked ? Number(picked.value) : null, text);
      }}
      description={noMatch ? t('activityReports.day.newProject', { name: value.trim() }) : undefined}
      disabled={disabled}
      error={error}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      flex={1}
      miw={0}
    />
  );
}
