import { Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TypeOfLeave } from '../api/types';

/**
 * The type (active types by rank) and, for the types that need one, the precision (spec/2 §5.1: "Changing the type
 * resets the precision"; required for the seeded types 6 and 7).
 */
export function LeaveTypeFields({
  types,
  typeId,
  precision,
  onChange,
  readOnly,
  currentLabel,
  errors,
}: {
  types: TypeOfLeave[];
  typeId: number | null;
  precision: string;
  onChange: (value: { typeId: number | null; precision: string }) => void;
  readOnly?: boolean;
  /** The label of the leave's own type when it is no longer active (or hidden). */
  currentLabel?: string;
  errors?: { type_of_leave?: string; precision?: string };
}) {
  const { t } = useTranslation();
  const data = types.map((type) => ({ value: String(type.id), label: type.value }));
  if (typeId !== null && currentLabel && !types.some((type) => type.id === typeId)) {
    data.push({ value: String(typeId), label: currentLabel });
  }
  const chosen = types.find((type) => type.id === typeId);
  return (
    <Stack gap="sm">
      <Select
        label={t('leaves.form.type')}
        placeholder={t('leaves.form.chooseType')}
        withAsterisk={!readOnly}
        data={data}
        value={typeId === null ? null : String(typeId)}
        onChange={(value) => onChange({ typeId: value ? Number(value) : null, precision: '' })}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        error={errors?.type_of_leave}
        maw={360}
        comboboxProps={{ withinPortal: true }}
      />
      {(chosen?.requires_precision || (readOnly && precision)) && (
        <TextInput
          label={t('leaves.form.precision')}
          withAsterisk={!readOnly}
          value={precision}
          onChange={(event) => onChange({ typeId, precision: event.currentTarget.value })}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          error={errors?.precision}
          maxLength={255}
          maw={360}
        />
      )}
    </Stack>
  );
}
