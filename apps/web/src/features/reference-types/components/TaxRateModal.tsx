import { Modal, NumberInput, Stack } from '@mantine/core';
import { formatPercent, type TaxInput, taxInputSchema } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { decimalSeparatorOf, type TypedNumber, toNumber } from '../../../lib/numberField';
import { type Tax, useSaveReferenceType } from '../api/referenceTypes';
import { HELP_BELOW } from '../lib/helpBelow';
import { useSaveOutcome } from './useSaveOutcome';

/**
 * The modal that adds a VAT rate: a percentage, two decimals at most; a rate the company has already is refused on the
 * field. A rate is not edited (the receipts copied its value): another value is another rate.
 */
export function TaxRateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('referenceTypes.tax.createTitle')}>
      {opened && <TaxRateForm onDone={onClose} />}
    </Modal>
  );
}

function TaxRateForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveReferenceType('tax');
  const form = useSchemaForm<{ value: TypedNumber }, TaxInput>(taxInputSchema, { value: '' });
  const outcome = useSaveOutcome(form, {
    said: (saved: Tax) => t('referenceTypes.tax.added', { rate: formatPercent(saved.value, i18n.language) }),
    onDone,
  });
  const submit = form.onSubmit(
    (body) => save.mutate({ body }, outcome),
    () => ({ value: toNumber(form.values.value) }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormErrors form={form} />
        <NumberInput
          value={form.values.value ?? ''}
          onChange={(value: number | string) => form.setValue('value', value)}
          error={form.error('value')}
          label={t('referenceTypes.tax.value')}
          description={t('referenceTypes.tax.valueHelp')}
          inputWrapperOrder={HELP_BELOW}
          decimalSeparator={decimalSeparatorOf(i18n.language)}
          decimalScale={2}
          min={0}
          suffix=" %"
          withAsterisk
          data-autofocus
        />
        <FormFooter onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}
