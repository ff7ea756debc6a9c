import { Modal, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type ExpenseClaimDetailOut, eurosSchema } from '@staff/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Attachments, savedId, savedRows } from '../../../components/attachments/Attachments';
import { FormFooter } from '../../../components/FormFooter';
import { ApiError } from '../../../lib/api';
import { translateIssue } from '../../../lib/issueMessages';
import { describeError, translatedFields } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { decimalSeparatorOf, type TypedNumber, toNumber } from '../../../lib/numberField';
import {
  transportAttachmentUrl,
  useDeleteTransportAttachment,
  useSaveTransportCost,
  useUploadTransportAttachment,
} from '../api/claims';

/**
 * The month's transport cost (spec/1 §2 "a transport cost dialog with attachments"): its amount in euros (at least 0,
 * 2 decimals, spec/1 §5) saved with PATCH {transport_cost}, and its receipts (a season ticket…), uploaded and removed
 * at once. Read-only when the claim is not an editable draft.
 */
export default function TransportCostDialog({
  claim,
  opened,
  onClose,
}: {
  claim: ExpenseClaimDetailOut;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveTransportCost(claim.id);
  const upload = useUploadTransportAttachment(claim.id);
  const remove = useDeleteTransportAttachment(claim.id);
  const [amount, setAmount] = useState<TypedNumber>(claim.transport_cost);
  const [error, setError] = useState<string | undefined>();
  const readOnly = !claim.editable;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = eurosSchema.safeParse(toNumber(amount) ?? undefined);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setError(issue ? translateIssue(t, issue) : undefined);
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('expenses.toasts.updated'));
        onClose();
      },
      // The server's word on the amount goes under it; any other failure in a toast.
      onError: (failure) => {
        const message = failure instanceof ApiError ? translatedFields(t, failure).transport_cost?.[0] : undefined;
        if (message) setError(message);
        else notifyError(describeError(t, failure), t('expenses.toasts.updateFailed'));
      },
    });
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('expenses.transport.title')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NumberInput
            label={t('expenses.transport.amount')}
            description={t('expenses.transport.amountHelp')}
            value={amount ?? ''}
            onChange={(value) => {
              setAmount(value);
              setError(undefined);
            }}
            error={error}
            readOnly={readOnly}
            variant={readOnly ? 'filled' : 'default'}
            decimalSeparator={decimalSeparatorOf(i18n.language)}
            decimalScale={2}
            fixedDecimalScale
            allowNegative={false}
            min={0}
            suffix=" €"
            maw={360}
            data-autofocus
          />
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {t('expenses.transport.attachments')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('expenses.transport.attachmentsHelp')}
            </Text>
            <Attachments
              texts="expenses.attachments"
              rows={savedRows(claim.transport_attachments, (id) => transportAttachmentUrl(claim.id, id))}
              canChange={!readOnly}
              upload={(file) => upload.mutateAsync(file)}
              remove={(row) => remove.mutateAsync(savedId(row))}
              looks={{ nameLinks: true }}
            />
          </Stack>
          <FormFooter
            saving={save.isPending}
            onCancel={onClose}
            cancelLabel={readOnly ? t('expenses.transport.close') : undefined}
            readOnly={readOnly}
          />
        </Stack>
      </form>
    </Modal>
  );
}
