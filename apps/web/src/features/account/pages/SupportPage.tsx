import { Input, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import {
  SUPPORT_GRAVITY_MAX,
  SUPPORT_GRAVITY_MIN,
  SUPPORT_TYPES,
  type SupportType,
  supportRequestSchema,
} from '@staff/shared';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { sendSupportRequest } from '../api/account';
import { AccountPage } from '../components/AccountPage';

const GRAVITIES = Array.from(
  { length: SUPPORT_GRAVITY_MAX - SUPPORT_GRAVITY_MIN + 1 },
  (_, i) => SUPPORT_GRAVITY_MIN + i,
);
const EMPTY = { type: null as SupportType | null, description: '', gravity: SUPPORT_GRAVITY_MIN };

/** /support: type, description and gravity; sending needs a type and a description (spec/1 §2). */
export default function SupportPage() {
  const { t } = useTranslation();
  usePageTitle(t('support.title'));
  const form = useSchemaForm(supportRequestSchema, EMPTY);
  const mutation = useMutation({
    mutationFn: sendSupportRequest,
    meta: { silent: true },
    onSuccess: () => {
      notifySuccess(t('support.sent'));
      form.setValues(EMPTY);
    },
    // spec/1 §8: one message for every failure.
    onError: () => notifyError(t('support.failed')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.validate();
    if (body) mutation.mutate(body);
  }

  const { type, description, gravity } = form.values;
  return (
    <AccountPage title={t('support.title')} intro={t('support.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('support.type')}
            placeholder={t('support.typePlaceholder')}
            withAsterisk
            data={SUPPORT_TYPES.map((value) => ({ value, label: t(`support.types.${value}`) }))}
            value={type}
            onChange={(value) => form.setValue('type', value as SupportType | null)}
          />
          <Textarea
            label={t('support.description')}
            withAsterisk
            autosize
            minRows={5}
            {...form.textInput('description')}
          />
          <Input.Wrapper label={t('support.gravity')} description={t('support.gravityHint')}>
            <SegmentedControl
              mt={4}
              aria-label={t('support.gravity')}
              data={GRAVITIES.map((value) => ({ value: String(value), label: String(value) }))}
              value={String(gravity)}
              onChange={(value) => form.setValue('gravity', Number(value))}
            />
          </Input.Wrapper>
          <FormFooter
            saving={mutation.isPending}
            submitLabel={t('support.send')}
            disabled={!type || !description.trim()}
          />
        </Stack>
      </form>
    </AccountPage>
  );
}
