import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { usePageTitle } from '../../../lib/pageTitle';
import { TypeOfLeaveForm } from '../components/TypeOfLeaveForm';
import { newTypeOfLeaveValues } from '../lib/typeOfLeaveFields';

/** `/back_office/type_of_leave_management/create`. */
export default function TypeOfLeaveCreatePage() {
  const { t } = useTranslation();
  const title = t('referenceTypes.leave.createTitle');
  usePageTitle(title);
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{title}</PageTitle>
      <TypeOfLeaveForm initial={newTypeOfLeaveValues()} />
    </Stack>
  );
}
