import { Checkbox, Input, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

/** The filters of both lists: a name, "See the inactive", and for projects a visibility and a service. */
export type ListFilterValues = { name: string; inactive: boolean; visibility?: string | null; service?: string | null };
export const NO_LIST_FILTERS: ListFilterValues = { name: '', inactive: false, visibility: null, service: null };

type Choice = { value: string; label: string };

/**
 * spec/3 §2 "Customers": filter name, checkbox "See the inactive" (inactive rows hidden unless ticked, spec/3 §4);
 * the projects' list adds visibility and service. Applied with Apply or Enter. Remount (key) when applied changes.
 */
export function NameFilters({
  applied,
  onApply,
  section,
  visibilities,
  services,
}: {
  applied: ListFilterValues;
  onApply: (values: ListFilterValues) => void;
  section: 'customers' | 'projects';
  visibilities?: Choice[];
  services?: Choice[];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<ListFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const labelOf = (choices: Choice[] | undefined, value: string) =>
    choices?.find((c) => c.value === value)?.label ?? value;

  const active: ActiveFilter[] = [];
  const without = (patch: Partial<ListFilterValues>) => () => onApply({ ...applied, ...patch });
  const tag = (key: string, name: string, value: string, patch: Partial<ListFilterValues>) =>
    active.push({ key, label: t('filters.tag', { name, value }), onRemove: without(patch) });
  if (applied.name) tag('name', t(`${section}.filters.name`), applied.name, { name: '' });
  if (applied.inactive)
    active.push({ key: 'inactive', label: t(`${section}.filters.inactive`), onRemove: without({ inactive: false }) });
  if (applied.visibility)
    tag('visibility', t('projects.filters.visibility'), labelOf(visibilities, applied.visibility), {
      visibility: null,
    });
  if (applied.service)
    tag('service', t('projects.filters.service'), labelOf(services, applied.service), { service: null });

  return (
    <FilterPanel onApply={() => onApply(draft)} onClear={() => onApply(NO_LIST_FILTERS)} active={active}>
      <TextInput
        label={t(`${section}.filters.name`)}
        value={draft.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        maxLength={200}
      />
      {visibilities && (
        <Select
          label={t('projects.filters.visibility')}
          data={visibilities}
          value={draft.visibility ?? null}
          onChange={(visibility) => set({ visibility })}
          clearable
          w={160}
        />
      )}
      {services && (
        <Select
          label={t('projects.filters.service')}
          data={services}
          value={draft.service ?? null}
          onChange={(service) => set({ service })}
          clearable
          searchable
          w={200}
        />
      )}
      {/* An empty label keeps the checkbox level with the inputs. */}
      <Input.Wrapper label={'\u00a0'} labelProps={{ 'aria-hidden': true }}>
        <Checkbox
          mt={8}
          label={t(`${section}.filters.inactive`)}
          checked={draft.inactive}
          // A checkbox acts at once, with the other fields as they are typed.
          onChange={(event) => onApply({ ...draft, inactive: event.currentTarget.checked })}
        />
      </Input.Wrapper>
    </FilterPanel>
  );
}
