import { Button, Group, Stack } from '@mantine/core';
import { queryIdSchema } from '@staff/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { projectViewQuery } from '../api/projectSummaries';
import { ProjectView } from '../components/ProjectView';
import { CUSTOMER_SUMMARY_PATH, SENT_TOO } from '../lib/paths';
import { readPeriod } from '../lib/period';

/**
 * `/back_office/project-view/project?id` (spec/2 §2.5): one project's view on its own address, on the period the
 * link gives (`dateStart`, `dateEnd`) or the last 12 months. The project's name is its title once read.
 */
export default function ProjectViewPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = queryIdSchema.safeParse(searchParams.get('id'));
  const period = readPeriod((name) => searchParams.get(name)) ?? undefined;
  const includeSubmitted = searchParams.get(SENT_TOO) === 'true';
  const { data } = useQuery({
    ...projectViewQuery(id.data ?? 0, { ...period, include_submitted: includeSubmitted }),
    enabled: id.success,
  });
  const title = data ? t('projectSummaries.view.title', { name: data.project.name }) : undefined;
  usePageTitle(title ?? t('projectSummaries.view.loading'));

  if (!id.success) return <Navigate to={CUSTOMER_SUMMARY_PATH} replace />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <PageTitle>{title ?? t('projectSummaries.view.loading')}</PageTitle>
        <Button variant="subtle" component={Link} to={CUSTOMER_SUMMARY_PATH} leftSection={<IconArrowLeft size={16} />}>
          {t('projectSummaries.view.back')}
        </Button>
      </Group>
      <ProjectView projectId={id.data} period={period} includeSubmitted={includeSubmitted} />
    </Stack>
  );
}
