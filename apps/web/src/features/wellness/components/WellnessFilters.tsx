import { Select, TextInput } from '@mantine/core';
import { WELLNESS_PERIODS, type WellnessPeriod } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterInput, dateBoundsError } from '../../../components/DateFilterInput';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';
import { formatDate } from '../../../lib/dates';
import { servicesQuery } from '../api/wellness';
import { type WellnessFilters as Filters, NO_WELLNESS_FILTERS } from '../lib/filters';

/**
 * The management screen's filters (spec/3 "Wellness management"): service, period type, names, dates bounding each
 * other. Applied with Apply or Enter; remount it (key) when the applied ones change.
 */
export function WellnessFilters({ applied, onApply }: { applied: Filters; onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const [typedValid, setTypedValid] = useState({ min: true, max: true });
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));
  const services = (useQuery(servicesQuery()).data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const periods = WELLNESS_PERIODS.map((period) => ({ value: period, label: t(`wellness.period.${period}`) }));
  const boundsOk = !dateBoundsError(t, draft.date_min, { max: draft.date_max });

  const active: ActiveFilter[] = [];
  const add = (key: keyof Filters, value: string) =>
    active.push({
      key,
      label: t('filters.tag', { name: t(`wellness.filters.${key}`), value }),
      onRemove: () => onApply({ ...applied, [key]: NO_WELLNESS_FILTERS[key] }),
    });
  if (applied.service !== null)
    add('service', services.find((s) => s.value === String(applied.service))?.label ?? String(applied.service));
  if (applied.wellness_period) add('wellness_period', t(`wellness.period.${applied.wellness_period}`));
  if (applied.names.trim()) add('names', applied.names.trim());
  if (applied.date_min) add('date_min', formatDate(applied.date_min));
  if (applied.date_max) add('date_max', formatDate(applied.date_max));

  return (
    <FilterPanel
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(NO_WELLNESS_FILTERS);
        onApply(NO_WELLNESS_FILTERS);
      }}
      active={active}
      canApply={typedValid.min && typedValid.max && boundsOk}
    >
      <Select
        label={t('wellness.filters.service')}
        placeholder={t('wellness.filters.wholeCompany')}
        data={services}
        value={draft.service === null ? null : String(draft.service)}
        onChange={(value) => set({ service: value === null ? null : Number(value) })}
        searchable
        clearable
        w={200}
      />
      <Select
        label={t('wellness.filters.wellness_period')}
        placeholder={t('wellness.filters.allPeriods')}
        data={periods}
        value={draft.wellness_period}
        onChange={(value) => set({ wellness_period: value as WellnessPeriod | null })}
        clearable
        w={200}
      />
      <TextInput
        label={t('wellness.filters.names')}
        value={draft.names}
        onChange={(e) => set({ names: e.currentTarget.value })}
        w={200}
      />
      <DateFilterInput
        label={t('wellness.filters.date_min')}
        value={draft.date_min}
        max={draft.date_max}
        onChange={(value) => set({ date_min: value })}
        onValidityChange={(valid) => setTypedValid((v) => ({ ...v, min: valid }))}
      />
      <DateFilterInput
        label={t('wellness.filters.date_max')}
        value={draft.date_max}
        min={draft.date_min}
        onChange={(value) => set({ date_max: value })}
        onValidityChange={(valid) => setTypedValid((v) => ({ ...v, max: valid }))}
      />
    </FilterPanel>
  );
}
