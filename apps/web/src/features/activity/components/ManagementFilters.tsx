import { Checkbox, Input, Select, TextInput } from '@mantine/core';
import { ACTIVITY_REPORT_FILTER_STATUSES, TEXT_LIMITS } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

export type ManagementFilterValues = {
  status: (typeof ACTIVITY_REPORT_FILTER_STATUSES)[number] | null;
  names: string;
  employee_number: string;
  has_overtime: boolean;
};

export const NO_MANAGEMENT_FILTERS: ManagementFilterValues = {
  status: null,
  names: '',
  employee_number: '',
  has_overtime: false,
};

/**
 * The filters of the activity reports management (spec/3 §2, §4): status (draft or submitted only), names, employee
 * number and "with overtime"; applied with Apply or Enter. Remount it (key) when the applied filters change.
 */
export function ManagementFilters({
  applied,
  onApply,
}: {
  applied: ManagementFilterValues;
  onApply: (values: ManagementFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<ManagementFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const without = (patch: Partial<ManagementFilterValues>) => () => onApply({ ...applied, ...patch });
  const tag = (name: string, value: string) => t('filters.tag', { name, value });

  const active: ActiveFilter[] = [];
  if (applied.status)
    active.push({
      key: 'status',
      label: tag(t('activityReports.management.filters.status'), t(`activity.status.${applied.status}`)),
      onRemove: without({ status: null }),
    });
  if (applied.names)
    active.push({
      key: 'names',
      label: tag(t('activityReports.management.filters.names'), applied.names),
      onRemove: without({ names: '' }),
    });
  if (applied.employee_number)
    active.push({
      key: 'employee',
      label: tag(t('activityReports.management.filters.employeeNumber'), applied.employee_number),
      onRemove: without({ employee_number: '' }),
    });
  if (applied.has_overtime)
    active.push({
      key: 'overtime',
      label: t('activityReports.management.filters.withOvertime'),
      onRemove: without({ has_overtime: false }),
    });

  return (
    <FilterPanel
      onApply={() => onApply({ ...draft, names: draft.names.trim(), employee_number: draft.employee_number.trim() })}
      onClear={() => {
        setDraft(NO_MANAGEMENT_FILTERS);
        onApply(NO_MANAGEMENT_FILTERS);
      }}
      active={active}
    >
      <Select
        label={t('activityReports.management.filters.status')}
        placeholder={t('activityReports.management.filters.all')}
        data={ACTIVITY_REPORT_FILTER_STATUSES.map((status) => ({
          value: status,
          label: t(`activity.status.${status}`),
        }))}
        value={draft.status}
        onChange={(value) => set({ status: value as ManagementFilterValues['status'] })}
        clearable
        w={150}
      />
      <TextInput
        label={t('activityReports.management.filters.names')}
        value={draft.names}
        onChange={(event) => set({ names: event.currentTarget.value })}
        maxLength={TEXT_LIMITS.search}
        w={180}
      />
      <TextInput
        label={t('activityReports.management.filters.employeeNumber')}
        value={draft.employee_number}
        onChange={(event) => set({ employee_number: event.currentTarget.value })}
        maxLength={TEXT_LIMITS.search}
        w={130}
      />
      <Input.Wrapper label={'\u00a0'} labelProps={{ 'aria-hidden': true }}>
        <Checkbox
          mt={8}
          label={t('activityReports.management.filters.withOvertime')}
          checked={draft.has_overtime}
          onChange={(event) => set({ has_overtime: event.currentTarget.checked })}
        />
      </Input.Wrapper>
    </FilterPanel>
  );
}
