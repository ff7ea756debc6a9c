import { Loader, Select, Stack, TextInput } from '@mantine/core';
import { LEAVE_PRECISION_MAX } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import type { useSchemaForm } from '../../../lib/form';
import type { TypeOfLeave } from '../api/types';

type TypeValues = { type_of_leave: number | null; precision: string };
type Form = ReturnType<typeof useSchemaForm<TypeValues, unknown>>;
/** The part of a `useSchemaForm` form these fields use: any form whose values hold a type and a precision. */
export type TypeForm = Pick<Form, 'values' | 'readOnly' | 'selectInput' | 'textInput' | 'clearErrors'> & {
  update(change: (current: TypeValues) => Partial<TypeValues>): void;
};

/**
 * The type (active types by rank) and, for the types that need one, the precision (spec/2 §5.1: "Changing the type
 * resets the precision"; required for the seeded types 6 and 7), bound to the form.
 */
export function LeaveTypeFields({
  form,
  types,
  currentLabel,
}: {
  form: TypeForm;
  /** Undefined while the list loads: the picker is off until then (opened empty, it said "nothing found"). */
  types: TypeOfLeave[] | undefined;
  /** The label of the leave's own type when it is no longer active (or hidden). */
  currentLabel?: string;
}) {
  const { t } = useTranslation();
  const { type_of_leave: typeId, precision } = form.values;
  const readOnly = form.readOnly;
  const loaded = types ?? [];
  const data = loaded.map((type) => ({ value: String(type.id), label: type.value }));
  if (typeId !== null && currentLabel && !loaded.some((type) => type.id === typeId)) {
    data.push({ value: String(typeId), label: currentLabel });
  }
  const chosen = loaded.find((type) => type.id === typeId);
  return (
    <Stack gap="sm">
      <Select
        {...form.selectInput('type_of_leave', { numeric: true })}
        label={t('leaves.form.type')}
        placeholder={t('leaves.form.chooseType')}
        withAsterisk={!readOnly}
        data={data}
        // Required: a second click on the chosen type keeps it.
        allowDeselect={false}
        onChange={(value) => {
          form.update(() => ({ type_of_leave: value ? Number(value) : null, precision: '' }));
          form.clearErrors('type_of_leave', 'precision');
        }}
        disabled={!types}
        rightSection={types ? undefined : <Loader size="xs" />}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      {(chosen?.requires_precision || (readOnly && precision)) && (
        <TextInput
          {...form.textInput('precision')}
          label={t('leaves.form.precision')}
          withAsterisk={!readOnly}
          maxLength={LEAVE_PRECISION_MAX}
          maw={360}
        />
      )}
    </Stack>
  );
}
