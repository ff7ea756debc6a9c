import { Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { CUSTOMER_LIMITS, CustomerInput } from '@staff/shared';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { type Customer, useSaveCustomer } from '../api/customers';

type Values = {
  name: string;
  nickname: string;
  address: string;
  city: string;
  zip_code: string;
  country: string;
  actif: boolean;
};

const valuesOf = (customer: Customer | null): Values => ({
  name: customer?.name ?? '',
  nickname: customer?.nickname ?? '',
  address: customer?.address ?? '',
  city: customer?.city ?? '',
  zip_code: customer?.zip_code ?? '',
  country: customer?.country ?? '',
  actif: customer?.actif ?? true,
});

/** Adds or edits a customer (spec/3 §2 "edit (large modal)"). Mount it with a key per customer: it starts from it. */
export function CustomerFormModal({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(CustomerInput, valuesOf(customer));
  const save = useSaveCustomer();

  const submit = form.onSubmit((body) =>
    save.mutate(
      { ...body, id: customer?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('customers.saved', { name: saved.name }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) notifyError(describeError(t, error));
        },
      },
    ),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(customer ? 'customers.form.editTitle' : 'customers.form.addTitle')}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('customers.form.name')}
              withAsterisk
              maxLength={CUSTOMER_LIMITS.name}
              data-autofocus
              {...form.textInput('name')}
            />
            <TextInput
              label={t('customers.form.nickname')}
              description={t('customers.form.nicknameHint')}
              maxLength={CUSTOMER_LIMITS.nickname}
              {...form.textInput('nickname')}
              value={form.values.nickname.toUpperCase()}
            />
          </SimpleGrid>
          <TextInput
            label={t('customers.form.address')}
            maxLength={CUSTOMER_LIMITS.address}
            {...form.textInput('address')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('customers.form.zipCode')}
              maxLength={CUSTOMER_LIMITS.zip_code}
              {...form.textInput('zip_code')}
            />
            <TextInput label={t('customers.form.city')} maxLength={CUSTOMER_LIMITS.city} {...form.textInput('city')} />
            <TextInput
              label={t('customers.form.country')}
              maxLength={CUSTOMER_LIMITS.country}
              {...form.textInput('country')}
            />
          </SimpleGrid>
          <Switch label={t('customers.form.active')} {...form.checkbox('actif')} />
          <FormFooter onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
