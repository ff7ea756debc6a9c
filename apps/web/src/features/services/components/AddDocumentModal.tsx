import { FileInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  PLATFORM_MESSAGES,
  SERVICE_ATTACHMENT_MAX_BYTES,
  SERVICE_ATTACHMENT_TYPES,
  ServiceAttachmentText,
  TEXT_LIMITS,
} from '@staff/shared';
import { IconPaperclip } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddAttachment } from '../api/services';

type DocumentValues = { title: string; description: string; file: File | null };
const EMPTY: DocumentValues = { title: '', description: '', file: null };

/** The add-document modal of the service page (spec/3 "Service attachment"): title and file required, 5 MB. */
export function AddDocumentModal({ serviceId, onClose }: { serviceId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddAttachment(serviceId);
  const form = useSchemaForm(ServiceAttachmentText, EMPTY, {
    fieldOf: (path) => (path === 'attachment_file' ? 'file' : path in EMPTY ? (path as keyof DocumentValues) : null),
  });
  const { values } = form;

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = form.validate();
    const { file } = values;
    // Said with the title's message, before sending: nobody waits for 5 MB to learn they were too many.
    if (!file) form.setError('file', PLATFORM_MESSAGES.all_fields_required);
    else if (file.size > SERVICE_ATTACHMENT_MAX_BYTES) form.setError('file', PLATFORM_MESSAGES.file_too_large);
    if (!text || !file || file.size > SERVICE_ATTACHMENT_MAX_BYTES) return;
    add.mutate(
      { ...text, file },
      {
        onSuccess: (doc) => {
          notifySuccess(t('services.documents.added', { title: doc.title }));
          onClose();
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) {
            notifyError(t('services.documents.addFailed', { reason: describeError(t, error) }));
          }
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('services.documents.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <TextInput
            {...form.textInput('title')}
            label={t('services.documents.titleColumn')}
            withAsterisk
            maxLength={TEXT_LIMITS.title}
            data-autofocus
          />
          <Textarea
            {...form.textInput('description')}
            label={t('services.documents.description')}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={TEXT_LIMITS.longText}
          />
          <FileInput
            label={t('services.documents.file')}
            description={t('services.documents.fileHelp')}
            withAsterisk
            clearable
            accept={SERVICE_ATTACHMENT_TYPES.join(',')}
            leftSection={<IconPaperclip size={16} />}
            value={values.file}
            onChange={(file) => form.setValue('file', file)}
            error={form.error('file')}
          />
          <FormFooter onCancel={onClose} saving={add.isPending} submitLabel={t('services.documents.add')} />
        </Stack>
      </form>
    </Modal>
  );
}
