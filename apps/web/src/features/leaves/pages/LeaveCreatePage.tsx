import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useCurrentUser } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import type { Leave } from '../api/types';
import { LeaveForm } from '../components/LeaveForm';
import { BackLink } from '../components/LeaveLinks';
import { leavePaths } from '../lib/paths';

/** `/leaves/create/`: a new request; once saved, its update page takes over (attachments come after the first save). */
export default function LeaveCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('leaves.detail.createTitle'));
  const me = useCurrentUser();
  const navigate = useNavigate();
  const paths = leavePaths(false);

  const onSaved = (saved: Leave) => {
    if (saved.status === 'draft') {
      notifySuccess(t('leaves.messages.saved'));
      navigate(paths.update(saved.id), { replace: true });
    } else {
      notifySuccess(t('leaves.messages.requestSubmitted'));
      navigate(paths.view(saved.id), { replace: true });
    }
  };

  return (
    <Stack gap="md">
      <BackLink to={paths.list} label={t('leaves.detail.backToList')} />
      <PageTitle>{t('leaves.detail.createTitle')}</PageTitle>
      <LeaveForm ownerId={me.id} isMine onSaved={onSaved} />
    </Stack>
  );
}
