import { Alert, Anchor, Badge, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { EmployeeOverviewOut } from '@staff/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LeaveBalancesCard } from '../../../components/LeaveBalancesCard';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { usePageTitle } from '../../../lib/pageTitle';
import { employeeOverviewQuery } from '../api/employees';
import { EmployeeDocuments } from '../components/EmployeeDocuments';
import { EmployeeHistory } from '../components/EmployeeHistory';
import { EmployeePageActions } from '../components/EmployeePageActions';
import { Facts } from '../components/Facts';
import { RoleBadges } from '../components/RoleBadges';
import { EMPLOYEES_PATH } from '../lib/paths';
import { useEmployeeFieldNames } from '../lib/useEmployeeFieldNames';

/**
 * `/back_office/employees_management/view/{user_id}` (issue 25): one employee's page: who they are, their contract,
 * services and roles, their leave balances and documents of the year, the history of changes to their record, and the
 * actions on them in one place. One call (GET user/{id}/overview/); another company's id answers 404.
 */
export default function EmployeePage() {
  const { t } = useTranslation();
  const id = Number(useParams().userId);
  const { data, error } = useQuery({ ...employeeOverviewQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });
  const title = data ? `${data.employee.first_name} ${data.employee.last_name}` : t('employees.page.title');
  usePageTitle(title);
  return (
    <Stack gap="md" maw={1200}>
      <Anchor component={Link} to={EMPLOYEES_PATH} size="sm">
        {t('employees.page.back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm">
          <PageTitle>{title}</PageTitle>
          {data && !data.employee.is_active && (
            <Badge color="red" variant="light">
              {t('employees.list.inactive')}
            </Badge>
          )}
        </Group>
        {data && <EmployeePageActions employee={data.employee} />}
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {describeError(t, error)}
        </Alert>
      )}
      {!data && !error && <Loader />}
      {data && <EmployeeSections overview={data} />}
    </Stack>
  );
}

function EmployeeSections({ overview }: { overview: EmployeeOverviewOut }) {
  const { t } = useTranslation();
  const { employee } = overview;
  const names = useEmployeeFieldNames(employee);
  const text = (key: string, value: string | null) => (value ? t(`${key}.${value}`) : null);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <SectionCard title={t('employees.form.sections.identity')}>
        <Facts
          items={[
            [t('employees.fields.civility'), text('employees.civilities', employee.civility)],
            [t('employees.fields.employee_number'), employee.employee_number],
            [t('employees.fields.username'), employee.username],
            [t('employees.fields.email'), employee.email],
            [t('employees.fields.phone'), employee.phone],
            [t('employees.fields.mobile'), employee.mobile],
          ]}
        />
        <Text size="xs" c="dimmed">
          {employee.last_login
            ? t('employees.account.lastLogin', { date: formatDateTime(employee.last_login) })
            : t(
                employee.invitation_pending ? 'employees.account.invitationPending' : 'employees.account.neverSignedIn',
              )}
        </Text>
      </SectionCard>
      <SectionCard title={t('employees.form.sections.contract')}>
        <Facts
          items={[
            [t('employees.fields.hiring_date'), formatDate(employee.hiring_date)],
            [t('employees.fields.departure_date'), formatDate(employee.departure_date)],
            [t('employees.fields.contract'), employee.contract?.title],
            [
              t('employees.fields.employment_contract'),
              text('employees.employmentContracts', employee.employment_contract),
            ],
            [t('employees.fields.qualification'), employee.qualification],
            [t('employees.fields.professional_status'), employee.professional_status],
            [names.coefficient, employee.coefficient],
            [t('employees.fields.office'), employee.office],
            ...names.freeFields.map(({ field, label }) => [label, employee[field]] as [string, string | null]),
          ]}
        />
      </SectionCard>
      <SectionCard title={t('employees.page.servicesAndRoles')}>
        <Facts
          items={[
            [t('employees.fields.services'), employee.services.map((s) => s.name).join(', ')],
            [t('employees.fields.roles'), <RoleBadges key="roles" roles={employee.roles} />],
          ]}
        />
      </SectionCard>
      {overview.balances && (
        // Half the page wide: the table from 1408 px (xl), the cards below (1280 px overflowed by 7 px).
        <LeaveBalancesCard data={overview.balances} title={t('employees.page.balances')} tableFrom="xl" />
      )}
      <EmployeeDocuments documents={overview.documents} />
      <EmployeeHistory
        entries={overview.history}
        labels={{
          coefficient: names.coefficient,
          ...Object.fromEntries(names.freeFields.map(({ field, label }) => [field, label])),
        }}
      />
    </SimpleGrid>
  );
}
