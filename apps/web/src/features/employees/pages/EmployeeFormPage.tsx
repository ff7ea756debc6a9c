import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { employeeQuery } from '../api/employees';
import { EmployeeAccountActions } from '../components/EmployeeAccountActions';
import { EmployeeForm } from '../components/EmployeeForm';
import { employeeViewPath } from '../lib/paths';

/** `/back_office/employees_management/create`: a new employee, who receives an invitation to choose a password. */
export function EmployeeCreatePage() {
  const { t } = useTranslation();
  usePageTitle(t('employees.form.createTitle'));
  return (
    <Stack gap="md" maw={960}>
      <PageTitle>{t('employees.form.createTitle')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('employees.form.createIntro')} {t('common.requiredHint')}
      </Text>
      <EmployeeForm />
    </Stack>
  );
}

/** `/back_office/employees_management/edit/{user_id}`. */
export function EmployeeEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const { data: employee, error } = useQuery({ ...employeeQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const title = employee
    ? t('employees.form.editTitle', { name: `${employee.first_name} ${employee.last_name}` })
    : t('employees.list.title');
  usePageTitle(title);
  return (
    <Stack gap="md" maw={960}>
      {employee && (
        <Anchor component={Link} to={employeeViewPath(employee.id)} size="sm">
          {t('employees.page.backTo', { name: `${employee.first_name} ${employee.last_name}` })}
        </Anchor>
      )}
      <PageTitle>{title}</PageTitle>
      {error && (
        <Alert color="red" role="alert">
          {describeError(t, error)}
        </Alert>
      )}
      {!employee && !error && <Loader />}
      {employee && (
        // Remounted per employee, so that the form starts from this record's values.
        <EmployeeForm key={employee.id} employee={employee} aside={<EmployeeAccountActions employee={employee} />} />
      )}
    </Stack>
  );
}
