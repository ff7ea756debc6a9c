import { Checkbox, Modal, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  DEFAULT_ACCOUNTING_NUMBER,
  REFERENCE_LIMITS,
  type TypeOfExpenseInput,
  typeOfExpenseInputSchema,
} from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { type TypedNumber, toNumber } from '../../../lib/numberField';
import { type TypeOfExpense, useSaveReferenceType } from '../api/referenceTypes';
import { useSaveOutcome } from './useSaveOutcome';

type Values = {
  label: string;
  person_is_mandatory: boolean;
  is_lunch: boolean;
  accounting_number: string;
  name_account: string;
  rank: TypedNumber;
};

/**
 * The "type of expenses" modal (spec/3 §2 "Other modals", §3 TypeOfExpense): label required, accounting number
 * 999999 unless given. `editing`: the row to edit, null for a new one, undefined while closed.
 */
export function ExpenseTypeModal({
  editing,
  onClose,
}: {
  editing: TypeOfExpense | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={t(`referenceTypes.expense.${editing ? 'editTitle' : 'createTitle'}`)}
    >
      {editing !== undefined && <ExpenseTypeForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />}
    </Modal>
  );
}

function ExpenseTypeForm({ editing, onDone }: { editing: TypeOfExpense | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveReferenceType('expense');
  const form = useSchemaForm<Values, TypeOfExpenseInput>(typeOfExpenseInputSchema, {
    label: editing?.label ?? '',
    person_is_mandatory: editing?.person_is_mandatory ?? false,
    is_lunch: editing?.is_lunch ?? false,
    accounting_number: editing?.accounting_number ?? DEFAULT_ACCOUNTING_NUMBER,
    name_account: editing?.name_account ?? '',
    rank: editing?.rank ?? 0,
  });

  const outcome = useSaveOutcome(form, {
    said: (saved: { label: string }) => t('referenceTypes.saved', { name: saved.label }),
    onDone,
  });
  const submit = form.onSubmit(
    (body) => save.mutate({ id: editing?.id, body }, outcome),
    () => ({ ...form.values, rank: toNumber(form.values.rank) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrors form={form} />
        <TextInput
          {...form.textInput('label')}
          label={t('referenceTypes.expense.label')}
          withAsterisk
          maxLength={REFERENCE_LIMITS.name}
          data-autofocus
        />
        <Checkbox
          {...form.checkbox('person_is_mandatory')}
          label={t('referenceTypes.expense.personIsMandatory')}
          description={t('referenceTypes.expense.personIsMandatoryHelp')}
        />
        <Checkbox
          {...form.checkbox('is_lunch')}
          label={t('referenceTypes.expense.isLunch')}
          description={t('referenceTypes.expense.isLunchHelp')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...form.textInput('accounting_number')}
            label={t('referenceTypes.expense.accountingNumber')}
            description={t('referenceTypes.expense.accountingNumberHelp', { number: DEFAULT_ACCOUNTING_NUMBER })}
            // Level with the account name beside it: the help goes under the input.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={REFERENCE_LIMITS.name}
          />
          <TextInput
            {...form.textInput('name_account')}
            label={t('referenceTypes.expense.nameAccount')}
            maxLength={REFERENCE_LIMITS.name}
          />
        </SimpleGrid>
        <NumberInput
          value={form.values.rank ?? ''}
          onChange={(value) => form.setValue('rank', value)}
          error={form.error('rank')}
          label={t('referenceTypes.fields.rank')}
          description={t('referenceTypes.fields.rankHelp')}
          allowDecimal={false}
          min={0}
          maw={200}
        />
        <FormFooter onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
