import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/messages';
import { notifyError } from '../../../../lib/notify';
import { useUploadAttachment } from '../../api/lines';
import type { PendingAttachment } from '../lib/attachments';

/**
 * Uploads the files chosen for a receipt before it existed, once it is saved, one after the other. Each failure is told
 * in a toast with the spec's "Can't add attachment"; `send` answers whether all went.
 */
export function usePendingUploads() {
  const { t } = useTranslation();
  const upload = useUploadAttachment();
  const [sending, setSending] = useState(false);

  async function send(owner: { claimId: number; invoiceId: number }, pending: PendingAttachment[]): Promise<boolean> {
    setSending(true);
    let allSent = true;
    for (const file of pending) {
      await upload.mutateAsync({ owner, file: file.file }).then(
        () => URL.revokeObjectURL(file.url),
        (failure) => {
          allSent = false;
          notifyError(
            t('expenseForms.attachments.addFailed', { name: file.file.name, error: describeError(t, failure) }),
          );
        },
      );
    }
    setSending(false);
    return allSent;
  }

  return { send, sending };
}
