import { FileInput, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, DocumentText } from '@staff/shared';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors';
import { FormFooter } from '../../../components/FormFooter';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAddDocument } from '../api/company';

/** The add-document modal of the documents table: title and file required, description optional (spec/3 §3). */
export function AddDocumentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm(DocumentText, { title: '', description: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const add = useAddDocument();

  function close() {
    form.setValues({ title: '', description: '' });
    form.clearErrors('title', 'description');
    setFile(null);
    setFileError(undefined);
    onClose();
  }

  const submit = form.onSubmit((body) => {
    if (!body.title) return form.setError('title', 'errors.codes.field_required');
    if (!file) return setFileError(t('errors.codes.file_required'));
    if (file.size > ATTACHMENT_MAX_BYTES) return setFileError(t('errors.codes.file_too_large'));
    add.mutate(
      { ...body, file },
      {
        onSuccess: () => {
          notifySuccess(t('company.documents.added'));
          close();
        },
        onError: (error) => {
          if (form.showServerErrors(error)) return;
          notifyError(t('errors.codes.companySettings.attachmentAddFailed', { reason: describeError(t, error) }));
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t('company.documents.addTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormErrors form={form} />
          <TextInput
            label={t('company.documents.titleLabel')}
            withAsterisk
            data-autofocus
            {...form.textInput('title')}
          />
          <Textarea
            label={t('company.documents.description')}
            autosize
            minRows={2}
            {...form.textInput('description')}
          />
          <FileInput
            label={t('company.documents.file')}
            withAsterisk
            clearable
            leftSection={<IconPaperclip size={16} />}
            placeholder={t('company.documents.choose')}
            accept={ATTACHMENT_TYPES.join(',')}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(undefined);
            }}
            error={fileError}
          />
          <FormFooter onCancel={close} saving={add.isPending} submitLabel={t('company.documents.add')} />
        </Stack>
      </form>
    </Modal>
  );
}
