import { Checkbox, Input, Select, TextInput } from '@mantine/core';
import type { ServiceOut } from '@staff/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

export type EmployeeFilterValues = {
  employee_number: string;
  first_name: string;
  last_name: string;
  service: number | null;
  /** spec 3 §2: inactive employees are hidden unless this is ticked. */
  show_inactives: boolean;
};

export const NO_EMPLOYEE_FILTERS: EmployeeFilterValues = {
  employee_number: '',
  first_name: '',
  last_name: '',
  service: null,
  show_inactives: false,
};

type TextFilter = 'employee_number' | 'first_name' | 'last_name';
const TEXT_FILTERS: TextFilter[] = ['employee_number', 'first_name', 'last_name'];

/**
 * The employees list's filters (spec 3 §2): employee number, first name, last name, service, and "show inactives".
 * Applied with Apply or Enter; each filter in force is a removable tag.
 */
export function EmployeeFilters({
  applied,
  onApply,
  services,
}: {
  applied: EmployeeFilterValues;
  onApply: (values: EmployeeFilterValues) => void;
  services: ServiceOut[];
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const set = (patch: Partial<EmployeeFilterValues>) => setDraft((current) => ({ ...current, ...patch }));
  const without = (patch: Partial<EmployeeFilterValues>) => () => onApply({ ...applied, ...patch });

  const active: ActiveFilter[] = TEXT_FILTERS.filter((name) => applied[name]).map((name) => ({
    key: name,
    label: t('filters.tag', { name: t(`employees.fields.${name}`), value: applied[name] }),
    onRemove: without({ [name]: '' }),
  }));
  if (applied.service) {
    const name = services.find((s) => s.id === applied.service)?.name ?? String(applied.service);
    active.push({
      key: 'service',
      label: t('filters.tag', { name: t('employees.fields.service'), value: name }),
      onRemove: without({ service: null }),
    });
  }
  if (applied.show_inactives) {
    active.push({
      key: 'inactives',
      label: t('employees.list.showInactives'),
      onRemove: without({ show_inactives: false }),
    });
  }

  const trimmed = (): EmployeeFilterValues => ({
    ...draft,
    employee_number: draft.employee_number.trim(),
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
  });

  return (
    <FilterPanel
      onApply={() => onApply(trimmed())}
      onClear={() => {
        setDraft(NO_EMPLOYEE_FILTERS);
        onApply(NO_EMPLOYEE_FILTERS);
      }}
      active={active}
    >
      {TEXT_FILTERS.map((name) => (
        <TextInput
          key={name}
          label={t(`employees.fields.${name}`)}
          value={draft[name]}
          onChange={(event) => set({ [name]: event.currentTarget.value })}
          w={160}
        />
      ))}
      <Select
        label={t('employees.fields.service')}
        placeholder={t('employees.list.allServices')}
        data={services.map((s) => ({ value: String(s.id), label: s.name }))}
        value={draft.service === null ? null : String(draft.service)}
        onChange={(value) => set({ service: value === null ? null : Number(value) })}
        clearable
        searchable
        w={200}
      />
      <Input.Wrapper label={'\u00a0'} labelProps={{ 'aria-hidden': true }}>
        <Checkbox
          mt={8}
          label={t('employees.list.showInactives')}
          checked={draft.show_inactives}
          // Ticking shows the rows at once: a checkbox is not typed, there is nothing to confirm with Enter.
          onChange={(event) => {
            const next = { ...trimmed(), show_inactives: event.currentTarget.checked };
            setDraft(next);
            onApply(next);
          }}
        />
      </Input.Wrapper>
    </FilterPanel>
  );
}
