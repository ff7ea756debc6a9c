import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFiles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DownloadIconButton } from '../../../components/DownloadIconButton';
import { formatDate } from '../../../lib/dates';
import { documentFileUrl, documentsQuery } from '../api/dashboard';
import { DashboardPanel } from './DashboardPanel';

/** spec/1 §2 "documents list": the company's documents, each downloadable. */
export function DocumentsPanel() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({ ...documentsQuery, meta: { silent: true } });

  return (
    <DashboardPanel title={t('dashboard.documents.title')} icon={IconFiles}>
      {isPending && <Skeleton h={60} />}
      {isError && <Alert color="red">{t('dashboard.documents.unavailable')}</Alert>}
      {data && data.results.length === 0 && <Text c="dimmed">{t('dashboard.documents.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.results.map((document) => (
            <Group key={document.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {document.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(document.created)}
                </Text>
              </div>
              <DownloadIconButton
                href={documentFileUrl(document.id)}
                fileName={document.file_name}
                label={t('dashboard.documents.download', { title: document.title })}
                variant="light"
              />
            </Group>
          ))}
        </Stack>
      )}
    </DashboardPanel>
  );
}
