import { Autocomplete, type ComboboxItemGroup, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectSearchQuery, recentProjectsQuery } from '../api/activities';
import type { Project } from '../api/types';

/** spec/1 §9: the autocomplete waits 500 ms after the last key before asking. */
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;

/**
 * What the picker names: an existing project (by id), or a new name the server creates or reuses (spec/1 §5), set only
 * once the user said to create it (issue 25); `text` is what the box shows.
 */
export type ProjectChoice = { project: number | null; project_name: string | null; text: string };

/** "Acme — Refonte SI": what the list shows and what picking one writes in the box. */
export const projectLabel = (name: string, customerName: string | null | undefined) =>
  customerName ? `${customerName} — ${name}` : name;
export const projectOptionLabel = (project: Project) => projectLabel(project.name, project.customer_model?.name);

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
 * The project typeahead (spec/1 §2): the user's projects (`for_me`) by the typed name, debounced, their recent ones
 * first (issue 25: those of their activities of the last 90 days, latest first); "No Results Found" when none. A typed
 * name that is no listed project creates one only when the user picks "Créer le projet « X »" in the list: a typo does
 * not become a project.
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
  const recent = useQuery(recentProjectsQuery()).data?.results ?? [];
  const projects = data?.results ?? [];

  const byLabel = new Map<string, number>();
  const recentIds = new Set(recent.map((r) => r.id));
  // With nothing typed, every recent project; with a search, those of its answers that are recent.
  const recentLabels = (debounced ? projects.filter((p) => recentIds.has(p.id)) : recent).map((p) => {
    const label = 'customer_model' in p ? projectOptionLabel(p) : projectLabel(p.name, p.customer_name);
    byLabel.set(label, p.id);
    return label;
  });
  const otherLabels: string[] = [];
  for (const project of projects) {
    const label = projectOptionLabel(project);
    if (byLabel.has(label)) continue;
    byLabel.set(label, project.id);
    otherLabels.push(label);
  }
  const settled = !isFetching && debounced === search;
  const typedNew = !value.project && search !== '';
  const confirmed = typedNew && value.project_name === search;
  // A name no listed project bears is offered as its own choice, as the time tracking's picker does.
  const createLabel = t('activity.modal.createProject', { name: search });
  const offerCreation = typedNew && !confirmed && !byLabel.has(search);
  const groups: ComboboxItemGroup<string>[] = [
    { group: t('activity.modal.recentProjects'), items: recentLabels },
    { group: t('activity.modal.allProjects'), items: otherLabels },
    { group: t('activity.modal.newProjectGroup'), items: offerCreation ? [createLabel] : [] },
  ].filter((group) => group.items.length > 0);
  return (
    <Autocomplete
      label={t('activity.modal.project')}
      placeholder={t('activity.modal.projectPlaceholder')}
      withAsterisk
      leftSection={<IconSearch size={16} />}
      data={groups}
      // The server filtered by name already; every answer is shown.
      filter={({ options }) => options}
      limit={20}
      value={value.text}
      onChange={(text) => {
        if (offerCreation && text === createLabel) {
          onChange({ project: null, project_name: search, text: search });
          return;
        }
        const project = byLabel.get(text);
        onChange({ project: project ?? null, project_name: null, text });
      }}
      comboboxProps={{ withinPortal: true }}
      error={error}
      description={
        typedNew ? (
          <Text component="span" size="xs">
            {settled && projects.length === 0 ? `${t('activity.modal.noResults')} · ` : ''}
            {t(confirmed ? 'activity.modal.newProject' : 'activity.modal.chooseToCreate', { name: search })}
          </Text>
        ) : undefined
      }
    />
  );
}
