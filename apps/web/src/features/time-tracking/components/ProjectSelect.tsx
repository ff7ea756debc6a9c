import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { myProjectsQuery, useCreateProject } from '../api/pickers';
import type { Project, TimeEntry } from '../api/types';

/** A project as a time entry carries it: what the pickers hold and show. */
export type ProjectRef = NonNullable<TimeEntry['project']>;

/** spec/1 §9: a typeahead waits 500 ms after the last key before asking. */
const SEARCH_DEBOUNCE_MS = 500;
/** The option that creates the typed name as a project of the user's own. */
const CREATE = 'create';

const refOf = (project: Project): ProjectRef => ({
  id: project.id,
  name: project.name,
  color: project.color,
  customer_name: project.customer_model?.name ?? null,
});

/** "Acme — Refonte SI", or the project's name alone. */
export const projectLabel = (project: ProjectRef) =>
  project.customer_name ? `${project.customer_name} — ${project.name}` : project.name;

/**
 * The project of a task (spec/2 §7.4): the user's projects (`for_me`) searched by name; a name that none bears is
 * offered as "Create project {name}", which creates it (POST project/) and picks it. Clearable: a task may have none.
 */
export function ProjectSelect({
  value,
  onChange,
  label,
  error,
  size,
}: {
  value: ProjectRef | null;
  onChange: (project: ProjectRef | null) => void;
  label?: string;
  error?: string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(value ? projectLabel(value) : '');
  // A picked project's label is not a search: the list then shows what the empty search gives.
  const search = value && searchText === projectLabel(value) ? '' : searchText.trim();
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const { data } = useQuery(myProjectsQuery(debounced));
  const create = useCreateProject();
  const projects = (data?.results ?? []).map(refOf);
  if (value && !projects.some((project) => project.id === value.id)) projects.unshift(value);
  const exists = projects.some((project) => project.name.toLowerCase() === search.toLowerCase());
  const options = projects.map((project) => ({ value: String(project.id), label: projectLabel(project) }));
  if (search && !exists) options.push({ value: CREATE, label: t('timeTracking.project.create', { name: search }) });

  const pick = (id: string | null) => {
    if (id !== CREATE) {
      onChange(projects.find((project) => String(project.id) === id) ?? null);
      return;
    }
    const name = search;
    create.mutateAsync(name).then((project) => {
      notifySuccess(t('timeTracking.project.created', { name: project.name }));
      onChange(refOf(project));
      setSearchText(projectLabel(refOf(project)));
    });
  };

  return (
    <Select
      label={label}
      placeholder={t('timeTracking.project.placeholder')}
      aria-label={label ? undefined : t('timeTracking.project.label')}
      size={size}
      searchable
      clearable
      data={options}
      // The server filtered by name already, and the create option must stay whatever the text.
      filter={({ options: all }) => all}
      value={value ? String(value.id) : null}
      onChange={pick}
      searchValue={searchText}
      onSearchChange={setSearchText}
      nothingFoundMessage={t('timeTracking.project.none')}
      disabled={create.isPending}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
