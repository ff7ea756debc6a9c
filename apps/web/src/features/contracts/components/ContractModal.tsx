import { Modal, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { CONTRACT_MAX_DAYS, CONTRACT_TITLE_MAX, ContractIn, type ContractOut } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveContract } from '../api/contracts';
import { contractBody, contractValues } from '../lib/contractForm';

/**
 * The contract modal (spec/3 "Other modals"), for a new contract (`contract` null) or one of the list. Remount it
 * (key) for each contract it opens on.
 */
export function ContractModal({ contract, onClose }: { contract: ContractOut | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(ContractIn, contractValues(contract));
  const save = useSaveContract();
  const { values } = form;

  const bodyOf = () => contractBody(values);

  const submit = form.onSubmit(
    (body) =>
      save.mutate(
        { ...body, id: contract?.id },
        {
          onSuccess: (saved) => {
            notifySuccess(t(contract ? 'contracts.updated' : 'contracts.created', { title: saved.title }));
            onClose();
          },
          onError: (error) => {
            if (!form.showServerErrors(error))
              notifyError(t('contracts.saveFailed', { reason: describeError(t, error) }));
          },
        },
      ),
    bodyOf,
  );

  return (
    <Modal opened onClose={onClose} title={t(contract ? 'contracts.editTitle' : 'contracts.createTitle')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <TextInput
            {...form.textInput('title')}
            label={t('contracts.fields.title')}
            withAsterisk
            maxLength={CONTRACT_TITLE_MAX}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label={t('contracts.fields.maxDays')}
              description={t('contracts.fields.maxDaysHelp')}
              value={values.max_worked_days_per_month}
              onChange={(value) => form.setValue('max_worked_days_per_month', value)}
              error={form.error('max_worked_days_per_month')}
              min={0}
              max={CONTRACT_MAX_DAYS}
              allowDecimal={false}
              allowNegative={false}
              placeholder={t('contracts.businessDays')}
            />
            <NumberInput
              label={t('contracts.fields.rank')}
              description={t('contracts.fields.rankHelp')}
              value={values.rank}
              onChange={(value) => form.setValue('rank', value)}
              error={form.error('rank')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
            />
          </SimpleGrid>
          <Switch
            {...form.checkbox('can_overflow_max_worked_days')}
            label={t('contracts.fields.canOverflow')}
            description={t('contracts.fields.canOverflowHelp')}
          />
          <FormFooter onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
