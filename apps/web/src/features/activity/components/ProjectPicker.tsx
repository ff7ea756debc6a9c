import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { projectSearchQuery } from '../api/activities';
import type { Project } from '../api/types';

/** spec/1 §9: the autocomplete waits 500 ms after the last key before asking. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;

/** What the picker names: an existing project (by id) or a new name the server creates or reuses (spec/1 §5). */
export type ProjectChoice = { project: number | null; project_name: string | null; text: string };

/** "Acme — Refonte SI": what the list shows and what picking one writes in the box. */
export const projectOptionLabel = (project: Project) =>
  project.customer_model ? `${project.customer_model.name} — ${project.name}` : project.name;

/**
 * The project typeahead (spec/1 §2): the user's projects (`for_me`) by the typed name, debounced; "No Results Found"
 * when none; a typed name that is no listed project is sent as `project_name` and said so ("new project: X").
 */
export function ProjectPicker({
  value,
  onChange,
  error,
}: {
  value: ProjectChoice;
  onChange: (choice: ProjectChoice) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  // A picked project's label is not a search: the list then shows what the empty search gives.
  const search = value.project ? '' : value.text.trim();
  const [debounced] = useDebouncedValue(search, PROJECT_SEARCH_DEBOUNCE_MS);
  const { data, isFetching } = useQuery(projectSearchQuery(debounced));
  const projects = data?.results ?? [];
  const byLabel = new Map<string, Project>();
  for (const project of projects)
    if (!byLabel.has(projectOptionLabel(project))) byLabel.set(projectOptionLabel(project), project);
  const settled = !isFetching && debounced === search;
  const typedNew = !value.project && search !== '';
  return (
    <Autocomplete
      label={t('activity.modal.project')}
      placeholder={t('activity.modal.projectPlaceholder')}
      withAsterisk
      leftSection={<IconSearch size={16} />}
      data={[...byLabel.keys()]}
      // The server filtered by name already; every answer is shown.
      filter={({ options }) => options}
      limit={20}
      value={value.text}
      onChange={(text) => {
        const project = byLabel.get(text);
        onChange(
          project
            ? { project: project.id, project_name: null, text }
            : { project: null, project_name: text.trim() || null, text },
        );
      }}
      comboboxProps={{ withinPortal: true }}
      error={error}
      description={
        typedNew ? (
          <Text component="span" size="xs">
            {settled && projects.length === 0 ? `${t('activity.modal.noResults')} · ` : ''}
            {t('activity.modal.newProject', { name: search })}
          </Text>
        ) : undefined
      }
    />
  );
}
