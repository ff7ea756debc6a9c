import { Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  REFERENCE_LIMITS,
  type TypeOfOvertimeInput,
  typeOfOvertimeInputSchema,
  typeOfVehicleInputSchema,
} from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { decimalSeparatorOf, type TypedNumber, toNumber } from '../../../lib/numberField';
import { type TypeOfOvertime, type TypeOfVehicle, useSaveReferenceType } from '../api/referenceTypes';
import { HELP_BELOW } from '../lib/helpBelow';
import { RankField } from './RankField';
import { useSaveOutcome } from './useSaveOutcome';

/** The two types with a short name and a rate: overtime (a percentage) and vehicle (a price per km, 3 decimals). */
export type ShortTypeKind = 'overtime' | 'vehicle';
type ShortType = TypeOfOvertime | TypeOfVehicle;
type Values = { name: string; short_name: string; rate: TypedNumber; rank: TypedNumber };

const SCHEMAS = { overtime: typeOfOvertimeInputSchema, vehicle: typeOfVehicleInputSchema } as const;
const RATE_DECIMALS = { overtime: 2, vehicle: 3 } as const;

/**
 * The modal of spec/3 §2 "Other modals" for an overtime or a vehicle type: every field required (spec/3 §5), limits of
 * §3. `editing`: the row to edit, null for a new one, undefined while closed.
 */
export function ShortTypeModal({
  kind,
  editing,
  onClose,
}: {
  kind: ShortTypeKind;
  editing: ShortType | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = t(`referenceTypes.${kind}.${editing ? 'editTitle' : 'createTitle'}`);
  return (
    <Modal opened={editing !== undefined} onClose={onClose} title={title}>
      {editing !== undefined && (
        <ShortTypeForm key={editing?.id ?? 'new'} kind={kind} editing={editing} onDone={onClose} />
      )}
    </Modal>
  );
}

function ShortTypeForm({
  kind,
  editing,
  onDone,
}: {
  kind: ShortTypeKind;
  editing: ShortType | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveReferenceType(kind);
  const form = useSchemaForm<Values, TypeOfOvertimeInput>(SCHEMAS[kind], {
    name: editing?.name ?? '',
    short_name: editing?.short_name ?? '',
    rate: editing?.rate ?? '',
    rank: editing?.rank ?? 0,
  });
  const number = (name: 'rate' | 'rank') => ({
    value: form.values[name] ?? '',
    onChange: (value: number | string) => form.setValue(name, value),
    error: form.error(name),
    decimalSeparator: decimalSeparatorOf(i18n.language),
    withAsterisk: true,
    min: 0,
  });

  const outcome = useSaveOutcome(form, {
    said: (saved: { name: string }) => t('referenceTypes.saved', { name: saved.name }),
    onDone,
  });
  const submit = form.onSubmit(
    (body) => save.mutate({ id: editing?.id, body }, outcome),
    () => ({ ...form.values, rate: toNumber(form.values.rate), rank: toNumber(form.values.rank) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrors form={form} />
        <TextInput
          {...form.textInput('name')}
          label={t('referenceTypes.fields.name')}
          withAsterisk
          maxLength={REFERENCE_LIMITS.name}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            {...form.textInput('short_name')}
            label={t('referenceTypes.fields.shortName')}
            inputWrapperOrder={HELP_BELOW}
            description={t(`referenceTypes.${kind}.shortNameHelp`)}
            withAsterisk
            maxLength={REFERENCE_LIMITS.shortName}
          />
          <NumberInput
            {...number('rate')}
            label={t(`referenceTypes.${kind}.rate`)}
            inputWrapperOrder={HELP_BELOW}
            description={t(`referenceTypes.${kind}.rateHelp`)}
            decimalScale={RATE_DECIMALS[kind]}
            step={kind === 'vehicle' ? 0.001 : 1}
            suffix={kind === 'vehicle' ? ' €' : ' %'}
          />
          <RankField {...number('rank')} />
        </SimpleGrid>
        <FormFooter onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
