import { ActionIcon, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { actionsColumn, DataTable, DEFAULT_PAGE_SIZE, pageOf, WIDE_ONLY } from '../../../components/DataTable';
import { DeferredTooltip } from '../../../components/DeferredTooltip';
import { DownloadIconButton } from '../../../components/DownloadIconButton';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCan } from '../../../lib/permissions';
import { type CompanyDocument, companyDocumentsQuery, documentFileUrl, useDeleteDocument } from '../api/company';
import { AddDocumentModal } from './AddDocumentModal';
import { SettingsSection } from './SettingsSection';

/** The server lists documents newest first; the table shows that order (no other is offered). */
const NEWEST_FIRST = { columnAccessor: 'created', direction: 'desc' } as const;

/**
 * spec/3 §2 "Company management": the company's documents, downloadable, with add and delete (document.create). The
 * owner is the company: without it the table says "Attachments owner not defined!" and is read-only.
 */
export function DocumentsSection({ ownerId }: { ownerId: number | null | undefined }) {
  const { t } = useTranslation();
  const canCreate = useCan()('document.create');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const params = { limit: DEFAULT_PAGE_SIZE, offset: (page - 1) * DEFAULT_PAGE_SIZE };
  const { data, isFetching } = useQuery(companyDocumentsQuery(params));
  const remove = useDeleteDocument();
  const editable = canCreate && !!ownerId;

  function askDelete(document: CompanyDocument) {
    openConfirm({
      title: t('company.documents.deleteTitle'),
      message: t('company.documents.deleteConfirm', { title: document.title }),
      confirmLabel: t('company.documents.deleteAction'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(document.id, {
          onSuccess: () => notifySuccess(t('company.documents.deleted')),
          onError: (error) =>
            notifyError(t('errors.codes.companySettings.documentDeleteFailed', { reason: describeError(t, error) })),
        }),
    });
  }

  const columns: DataTableColumn<CompanyDocument>[] = [
    {
      accessor: 'title',
      title: t('company.documents.titleLabel'),
      render: (document) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {document.title}
          </Text>
          {document.description && (
            <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {document.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'file_name',
      title: t('company.documents.file'),
      visibleMediaQuery: WIDE_ONLY,
      render: (document) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {document.file_name}
        </Text>
      ),
    },
    { accessor: 'created', title: t('company.documents.created'), noWrap: true, render: (d) => formatDate(d.created) },
    actionsColumn(t('table.actions'), (document) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <DownloadIconButton
          href={documentFileUrl(document.id)}
          fileName={document.file_name}
          label={t('company.documents.download', { title: document.title })}
        />
        {editable && (
          <DeferredTooltip label={t('company.documents.delete', { title: document.title })}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => askDelete(document)}
              aria-label={t('company.documents.delete', { title: document.title })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </DeferredTooltip>
        )}
      </Group>
    )),
  ];

  return (
    <SettingsSection title={t('company.documents.title')} description={t('company.documents.intro')}>
      {!ownerId && <Alert color="red">{t('errors.codes.companySettings.documentOwnerMissing')}</Alert>}
      <DataTable<CompanyDocument>
        label={t('company.documents.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        page={page}
        onPageChange={setPage}
        sortStatus={NEWEST_FIRST}
        onSortStatusChange={() => undefined}
        actions={
          editable && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('company.documents.add')}
            </Button>
          )
        }
      />
      {editable && <AddDocumentModal opened={adding} onClose={() => setAdding(false)} />}
    </SettingsSection>
  );
}
