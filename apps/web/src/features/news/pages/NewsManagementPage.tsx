import { Button, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { DataTable, pageOf, useTableState, WIDE_ONLY } from '../../../components/DataTable';
import { ListEmptyState } from '../../../components/ListEmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { RowIconActions } from '../../../components/RowIconActions';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { type News, newsListQuery, useDeleteNews } from '../api/news';
import { NewsFilters, type NewsFilterValues, NO_NEWS_FILTERS } from '../components/NewsFilters';
import { NewsModal } from '../components/NewsModal';

/**
 * `/back_office/news_management` (spec/3 §2 "News"): title, publication, expiration, created, last edit, active;
 * by expiration date first; add and edit in a modal, delete after a confirmation.
 */
export default function NewsManagementPage() {
  const { t } = useTranslation();
  usePageTitle(t('news.title'));
  const table = useTableState<News>({ columnAccessor: 'expiration_date', direction: 'asc' });
  const [filters, setFilters] = useState<NewsFilterValues>(NO_NEWS_FILTERS);
  const { data, isFetching } = useQuery(
    newsListQuery({
      ...table.params,
      title: filters.title || undefined,
      enable: filters.enable === null ? undefined : filters.enable === 'true',
    }),
  );
  // undefined: no modal; null: a new news item.
  const [editing, setEditing] = useState<News | null | undefined>(undefined);
  const remove = useDeleteNews();

  const confirmDelete = (news: News) =>
    openConfirm({
      title: t('news.deleteTitle'),
      message: t('news.deleteText', { title: news.title }),
      confirmLabel: t('news.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(news.id, { onSuccess: () => notifySuccess(t('news.deleted', { title: news.title })) }),
    });

  const activeIcon = (news: News) => (
    <ThemeIcon variant="light" color={news.enable ? 'green' : 'gray'} size="sm" radius="xl">
      {news.enable ? (
        <IconCheck size={14} aria-label={t('news.active')} />
      ) : (
        <IconX size={14} aria-label={t('news.inactive')} />
      )}
    </ThemeIcon>
  );

  const columns: DataTableColumn<News>[] = [
    {
      accessor: 'title',
      title: t('news.columns.title'),
      sortable: true,
      render: (news) => (
        <div>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {news.title}
          </Text>
          {/* Phones: the dates gathered under the title, so that the table never scrolls sideways. */}
          <Text size="xs" c="dimmed" hiddenFrom="xs">
            {formatDate(news.publication_date)}
            {news.expiration_date ? ` → ${formatDateTime(news.expiration_date)}` : ''}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'publication_date',
      title: t('news.columns.publication'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (news) => formatDate(news.publication_date),
    },
    {
      accessor: 'expiration_date',
      title: t('news.columns.expiration'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (news) => formatDateTime(news.expiration_date) || '—',
    },
    {
      accessor: 'created',
      title: t('news.columns.created'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (news) => formatDate(news.created),
    },
    {
      accessor: 'modified',
      title: t('news.columns.modified'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: WIDE_ONLY,
      render: (news) => formatDate(news.modified),
    },
    {
      accessor: 'enable',
      title: t('news.columns.active'),
      sortable: true,
      textAlign: 'center',
      render: activeIcon,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('table.actions')}</VisuallyHidden>,
      textAlign: 'right',
      render: (news) => (
        <RowIconActions
          actions={[
            {
              icon: IconPencil,
              tooltip: t('news.edit'),
              ariaLabel: `${t('news.edit')} — ${news.title}`,
              onClick: () => setEditing(news),
            },
            {
              icon: IconTrash,
              tooltip: t('news.delete'),
              ariaLabel: `${t('news.delete')} — ${news.title}`,
              danger: true,
              onClick: () => confirmDelete(news),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle>{t('news.title')}</PageTitle>
      <NewsFilters key={JSON.stringify(filters)} applied={filters} onApply={table.firstPage(setFilters)} />
      <DataTable<News>
        label={t('news.title')}
        {...pageOf({ data, isFetching })}
        columns={columns}
        {...table.searchable}
        empty={<ListEmptyState title={t('table.empty')} />}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            {t('news.add')}
          </Button>
        }
      />
      {editing !== undefined && (
        <NewsModal key={editing?.id ?? 'new'} news={editing} onClose={() => setEditing(undefined)} />
      )}
    </Stack>
  );
}
