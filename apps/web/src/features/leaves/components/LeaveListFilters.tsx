import { Select, TextInput } from '@mantine/core';
import { LEAVE_STATES, type LeaveState } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilterInput, dateBoundsError } from '../../../components/DateFilterInput';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';
import { formatDate } from '../../../lib/dates';
import type { Service, TypeOfLeave } from '../api/types';
import { useLeaveFormat } from '../lib/format';

export type LeaveListFilterValues = {
  /** A status, or `cancellation_requested`: the accepted leaves whose cancellation waits (issue 28). */
  status: LeaveState | null;
  type_of_leave: number | null;
  /** Leaves still running on or after this day. */
  begin_date: string | null;
  /** Leaves begun on or before this day. */
  end_date: string | null;
  /** Back office only. */
  employee_number?: string;
  /** Back office only: the leaves of this service's members. */
  service?: number | null;
};

/** The list query of the status filter: a status, or the requested cancellations (accepted leaves, with a request). */
export const statusFilterQuery = (status: LeaveState | null) =>
  status === 'cancellation_requested' ? { cancellation_requested: true } : { status: status ?? undefined };

export const NO_FILTERS: LeaveListFilterValues = {
  status: null,
  type_of_leave: null,
  begin_date: null,
  end_date: null,
};

/**
 * The leave lists' filters (spec/2 §2.1, spec/3 "Leaves"): begin and end dates bounding each other with the spec's
 * date messages, status, type, and in the back office the employee number and the service (`services`). Applied
 * with Apply or Enter.
 * Remount it (key) when the applied filters change from outside, e.g. the URL.
 */
export function LeaveListFilters({
  applied,
  onApply,
  types,
  withEmployeeNumber,
  services,
}: {
  applied: LeaveListFilterValues;
  onApply: (values: LeaveListFilterValues) => void;
  types: TypeOfLeave[];
  withEmployeeNumber?: boolean;
  services?: Service[];
}) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const [draft, setDraft] = useState(applied);
  const [typedValid, setTypedValid] = useState({ begin: true, end: true });
  const set = (patch: Partial<LeaveListFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const boundsOk =
    !dateBoundsError(t, draft.begin_date, { max: draft.end_date }) &&
    !dateBoundsError(t, draft.end_date, { min: draft.begin_date });
  const cleared: LeaveListFilterValues = {
    ...NO_FILTERS,
    employee_number: withEmployeeNumber ? '' : undefined,
    service: services ? null : undefined,
  };

  const typeName = (id: number) => types.find((type) => type.id === id)?.value ?? String(id);
  const active: ActiveFilter[] = [];
  const without = (patch: Partial<LeaveListFilterValues>) => () => onApply({ ...applied, ...patch });
  if (applied.status)
    active.push({
      key: 'status',
      label: t('filters.tag', { name: t('leaves.filters.status'), value: format.status(applied.status) }),
      onRemove: without({ status: null }),
    });
  if (applied.type_of_leave)
    active.push({
      key: 'type',
      label: t('filters.tag', { name: t('leaves.filters.type'), value: typeName(applied.type_of_leave) }),
      onRemove: without({ type_of_leave: null }),
    });
  if (applied.begin_date)
    active.push({
      key: 'begin',
      label: t('filters.tag', { name: t('leaves.filters.from'), value: formatDate(applied.begin_date) }),
      onRemove: without({ begin_date: null }),
    });
  if (applied.end_date)
    active.push({
      key: 'end',
      label: t('filters.tag', { name: t('leaves.filters.to'), value: formatDate(applied.end_date) }),
      onRemove: without({ end_date: null }),
    });
  if (applied.service)
    active.push({
      key: 'service',
      label: t('filters.tag', {
        name: t('leaves.filters.service'),
        value: services?.find((service) => service.id === applied.service)?.name ?? String(applied.service),
      }),
      onRemove: without({ service: null }),
    });
  if (applied.employee_number)
    active.push({
      key: 'employee',
      label: t('filters.tag', { name: t('leaves.filters.employeeNumber'), value: applied.employee_number }),
      onRemove: without({ employee_number: '' }),
    });

  return (
    <FilterPanel
      onApply={() => onApply({ ...draft, employee_number: draft.employee_number?.trim() })}
      onClear={() => {
        setDraft(cleared);
        onApply(cleared);
      }}
      active={active}
      canApply={boundsOk && typedValid.begin && typedValid.end}
    >
      <DateFilterInput
        label={t('leaves.filters.from')}
        value={draft.begin_date}
        onChange={(value) => set({ begin_date: value })}
        max={draft.end_date}
        onValidityChange={(valid) => setTypedValid((current) => ({ ...current, begin: valid }))}
      />
      <DateFilterInput
        label={t('leaves.filters.to')}
        value={draft.end_date}
        onChange={(value) => set({ end_date: value })}
        min={draft.begin_date}
        onValidityChange={(valid) => setTypedValid((current) => ({ ...current, end: valid }))}
      />
      <Select
        label={t('leaves.filters.status')}
        placeholder={t('leaves.filters.all')}
        data={LEAVE_STATES.map((status) => ({ value: status, label: format.status(status) }))}
        value={draft.status}
        onChange={(value) => set({ status: value as LeaveState | null })}
        clearable
        w={190}
      />
      <Select
        label={t('leaves.filters.type')}
        placeholder={t('leaves.filters.all')}
        data={types.map((type) => ({ value: String(type.id), label: type.value }))}
        value={draft.type_of_leave ? String(draft.type_of_leave) : null}
        onChange={(value) => set({ type_of_leave: value ? Number(value) : null })}
        clearable
        w={200}
      />
      {withEmployeeNumber && (
        <TextInput
          label={t('leaves.filters.employeeNumber')}
          value={draft.employee_number ?? ''}
          onChange={(event) => set({ employee_number: event.currentTarget.value })}
          w={130}
        />
      )}
      {services && (
        <Select
          label={t('leaves.filters.service')}
          placeholder={t('leaves.filters.all')}
          data={services.map((service) => ({ value: String(service.id), label: service.name }))}
          value={draft.service ? String(draft.service) : null}
          onChange={(value) => set({ service: value ? Number(value) : null })}
          clearable
          searchable
          w={200}
        />
      )}
    </FilterPanel>
  );
}
