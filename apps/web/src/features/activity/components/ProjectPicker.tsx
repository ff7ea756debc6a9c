import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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

type ProjectFields = { project: number | null; project_name: string | null };
type ProjectFieldName = keyof ProjectFields;

/**
 * A form's `project` and `project_name` bound to the picker (the activity modal, the days given at once): the text
 * typed is kept beside the form, a change clears the fields' messages. `props` go to `<ProjectPicker />`.
 */
export function useProjectField(
  form: {
    values: ProjectFields;
    error: (name: ProjectFieldName) => string | undefined;
    update: (change: () => ProjectFields) => void;
    clearErrors: (...names: ProjectFieldName[]) => void;
  },
  initialText = '',
) {
  const [text, setText] = useState(initialText);
  const { project, project_name } = form.values;
  return {
    text,
    props: {
      value: { project, project_name, text },
      error: form.error('project') ?? form.error('project_name'),
      onChange: (next: ProjectChoice) => {
        setText(next.text);
        form.update(() => ({ project: next.project, project_name: next.project_name }));
        form.clearErrors('project', 'project_name');
      },
    },
  };
}

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
