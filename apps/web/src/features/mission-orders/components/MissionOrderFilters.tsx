import { MultiSelect, Select } from '@mantine/core';
import { MISSION_ORDER_STATUSES } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterInput, dateBoundsError } from '../../../components/DateFilterInput';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';
import { formatDate } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { managedPeopleQuery, missionCustomersQuery, missionProjectsQuery } from '../api/missionOrders';
import { type MissionOrderListFilters, NO_MISSION_ORDER_FILTERS } from '../lib/listUrl';
import { namedOptions, personOptions } from '../lib/people';

const idOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The manager list's filters (spec/2 §2.3): employee, statuses (any of several, "asked" for ask), customer, its project, and the
 * mission's dates bounding each other. Applied with Apply or Enter; remount it (key) when the applied ones change.
 */
export function MissionOrderFilters({
  applied,
  onApply,
}: {
  applied: MissionOrderListFilters;
  onApply: (values: MissionOrderListFilters) => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [draft, setDraft] = useState(applied);
  const [typedValid, setTypedValid] = useState({ begin: true, end: true });
  const set = (patch: Partial<MissionOrderListFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const people = personOptions(useQuery(managedPeopleQuery(me.id, false)).data?.results ?? []);
  const customers = namedOptions(useQuery(missionCustomersQuery()).data?.results ?? []);
  const projectsOf = (customer: number | null) => ({
    ...missionProjectsQuery(customer ?? 0),
    enabled: customer !== null,
  });
  const projects = namedOptions(useQuery(projectsOf(draft.customer)).data?.results ?? []);
  const appliedProjects = namedOptions(useQuery(projectsOf(applied.customer)).data?.results ?? []);
  const boundsOk =
    !dateBoundsError(t, draft.begin_date, { max: draft.end_date }) &&
    !dateBoundsError(t, draft.end_date, { min: draft.begin_date });

  const label = (options: { value: string; label: string }[], id: number) =>
    options.find((option) => option.value === String(id))?.label ?? String(id);
  const tag = (name: string, value: string) => t('filters.tag', { name, value });
  const without = (patch: Partial<MissionOrderListFilters>) => () => onApply({ ...applied, ...patch });
  const active: ActiveFilter[] = [];
  const add = (key: keyof MissionOrderListFilters, value: string, patch: Partial<MissionOrderListFilters>) =>
    active.push({ key, label: tag(t(`missionOrders.filters.${key}`), value), onRemove: without(patch) });
  if (applied.employee !== null) add('employee', label(people, applied.employee), { employee: null });
  for (const status of applied.status) {
    const others = applied.status.filter((other) => other !== status);
    active.push({
      key: `status-${status}`,
      label: tag(t('missionOrders.filters.status'), t(`missionOrders.status.${status}`)),
      onRemove: without({ status: others }),
    });
  }
  if (applied.customer !== null) add('customer', label(customers, applied.customer), { customer: null, project: null });
  if (applied.project !== null) add('project', label(appliedProjects, applied.project), { project: null });
  if (applied.begin_date) add('begin_date', formatDate(applied.begin_date), { begin_date: null });
  if (applied.end_date) add('end_date', formatDate(applied.end_date), { end_date: null });

  return (
    <FilterPanel
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(NO_MISSION_ORDER_FILTERS);
        onApply(NO_MISSION_ORDER_FILTERS);
      }}
      active={active}
      canApply={typedValid.begin && typedValid.end && boundsOk}
    >
      <Select
        label={t('missionOrders.filters.employee')}
        data={people}
        value={draft.employee === null ? null : String(draft.employee)}
        onChange={(value) => set({ employee: idOrNull(value) })}
        searchable
        clearable
        w={200}
      />
      <MultiSelect
        label={t('missionOrders.filters.status')}
        placeholder={draft.status.length === 0 ? t('missionOrders.filters.all') : undefined}
        data={MISSION_ORDER_STATUSES.map((status) => ({
          value: status,
          label: t(`missionOrders.status.${status}`),
        }))}
        value={draft.status}
        onChange={(value) => set({ status: value as MissionOrderListFilters['status'] })}
        clearable
        w={260}
      />
      <Select
        label={t('missionOrders.filters.customer')}
        data={customers}
        value={draft.customer === null ? null : String(draft.customer)}
        onChange={(value) => set({ customer: idOrNull(value), project: null })}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t('missionOrders.filters.project')}
        data={projects}
        value={draft.project === null ? null : String(draft.project)}
        onChange={(value) => set({ project: idOrNull(value) })}
        disabled={draft.customer === null}
        searchable
        clearable
        w={200}
      />
      <DateFilterInput
        label={t('missionOrders.filters.begin_date')}
        value={draft.begin_date}
        onChange={(begin_date) => set({ begin_date })}
        max={draft.end_date}
        onValidityChange={(begin) => setTypedValid((current) => ({ ...current, begin }))}
      />
      <DateFilterInput
        label={t('missionOrders.filters.end_date')}
        value={draft.end_date}
        onChange={(end_date) => set({ end_date })}
        min={draft.begin_date}
        onValidityChange={(end) => setTypedValid((current) => ({ ...current, end }))}
      />
    </FilterPanel>
  );
}
