import { Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { typeOfLeaveQuery } from '../api/referenceTypes';
import { TypeOfLeaveForm } from '../components/TypeOfLeaveForm';
import { TYPE_OF_LEAVE_PATHS, typeOfLeaveValues } from '../lib/typeOfLeaveFields';

/** `/back_office/type_of_leave_management/edit/{typeOfLeave_id}`: an unknown id goes back to the list. */
export default function TypeOfLeaveEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().typeOfLeaveId);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { data, isError } = useQuery({ ...typeOfLeaveQuery(id), enabled: valid, meta: { silent: true } });
  const title = t('referenceTypes.leave.editTitle');
  usePageTitle(data ? `${title} · ${data.name}` : title);
  if (!valid || isError) return <Navigate to={TYPE_OF_LEAVE_PATHS.list} replace />;
  if (!data)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>
        {title} · {data.name}
      </PageTitle>
      <TypeOfLeaveForm key={data.id} id={data.id} initial={typeOfLeaveValues(data)} />
    </Stack>
  );
}
