import { Anchor, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { projectViewPath } from '../lib/paths';
import type { Period } from '../lib/period';
import { ProjectView } from './ProjectView';

/** The project view as a modal over a summary (spec/2 §2.5 "Project view modal"), with its own address to share. */
export function ProjectViewModal({
  project,
  period,
  includeSubmitted,
  onClose,
}: {
  project: { id: number; name: string };
  period: Period;
  includeSubmitted: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('projectSummaries.view.title', { name: project.name })} size="xl">
      <Stack gap="sm">
        <ProjectView projectId={project.id} period={period} includeSubmitted={includeSubmitted} />
        <Anchor component={Link} to={projectViewPath(project.id, period, includeSubmitted)} size="sm">
          {t('projectSummaries.view.ownPage')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
