import { Button, Group, Stack } from '@mantine/core';
import type { SummaryExportQuery } from '@staff/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { ExportButton } from './ExportButton';
import { SummaryToolbar } from './SummaryToolbar';
import type { SummaryScope } from './useSummaryScope';

/**
 * A summary page: its title (the tab's too), a way back when it has one, the period and counted reports with the
 * export when it has one, then its table and modals.
 */
export function SummaryLayout({
  title,
  scope,
  exportKind,
  back,
  children,
}: {
  title: string;
  scope: SummaryScope;
  exportKind?: SummaryExportQuery['kind'];
  back?: { label: string; to: string };
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <PageTitle>{title}</PageTitle>
        {back && (
          <Button variant="subtle" component={Link} to={back.to} leftSection={<IconArrowLeft size={16} />}>
            {back.label}
          </Button>
        )}
      </Group>
      <SummaryToolbar scope={scope}>{exportKind && <ExportButton kind={exportKind} scope={scope} />}</SummaryToolbar>
      {children}
    </Stack>
  );
}
