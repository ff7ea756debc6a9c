import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ServiceAttachmentOut } from '@staff/shared';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { RowIconActions } from '../../../components/RowIconActions';
import { formatDate } from '../../../lib/dates';
import { downloadFile } from '../../../lib/download';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { attachmentFilePath, attachmentsQuery, useDeleteAttachment } from '../api/services';
import { AddDocumentModal } from './AddDocumentModal';

/** The service's documents (spec/3 "Service create and edit page": only when editing), with add, download, delete. */
export function ServiceDocuments({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(attachmentsQuery(serviceId));
  const remove = useDeleteAttachment(serviceId);
  const [adding, setAdding] = useState(false);

  const download = (doc: ServiceAttachmentOut) =>
    downloadFile(attachmentFilePath(serviceId, doc.id), doc.short_name).catch((error) =>
      notifyError(describeError(t, error)),
    );
  const askDelete = (doc: ServiceAttachmentOut) =>
    openConfirm({
      title: t('services.documents.deleteTitle'),
      message: t('services.documents.deleteMessage', { title: doc.title }),
      confirmLabel: t('services.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(doc.id, {
          onSuccess: () => notifySuccess(t('services.documents.deleted', { title: doc.title })),
          onError: (error) => notifyError(t('services.documents.deleteFailed', { reason: describeError(t, error) })),
        }),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4">
            {t('services.documents.title')}
          </Title>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAdding(true)}>
            {t('services.documents.add')}
          </Button>
        </Group>
        {data && data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('services.documents.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" aria-label={t('services.documents.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('services.documents.titleColumn')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('services.documents.author')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('services.documents.created')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data ?? []).map((doc) => (
                <Table.Tr key={doc.id}>
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    <Text size="sm" fw={500}>
                      {doc.title}
                    </Text>
                    {doc.description && (
                      <Text size="xs" c="dimmed">
                        {doc.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{doc.author?.username ?? ''}</Table.Td>
                  <Table.Td visibleFrom="sm">{formatDate(doc.created)}</Table.Td>
                  <Table.Td>
                    <RowIconActions
                      actions={[
                        {
                          icon: IconDownload,
                          tooltip: t('services.documents.download'),
                          ariaLabel: t('services.documents.downloadOne', { title: doc.title }),
                          onClick: () => download(doc),
                        },
                        {
                          icon: IconTrash,
                          tooltip: t('services.delete'),
                          ariaLabel: t('services.documents.deleteOne', { title: doc.title }),
                          danger: true,
                          onClick: () => askDelete(doc),
                        },
                      ]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {adding && <AddDocumentModal serviceId={serviceId} onClose={() => setAdding(false)} />}
    </Paper>
  );
}
