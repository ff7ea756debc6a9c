import { Button, Group } from '@mantine/core';
import { canManageUser, EmployeeIn, type EmployeeOut } from '@staff/shared';
import { IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openConfirm } from '../../../components/confirm';
import { useCurrentUser } from '../../../lib/me';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveEmployee } from '../api/employees';
import { employeeFormValues } from '../lib/formValues';
import { employeeEditPath } from '../lib/paths';
import { ResendInvitationButton } from './ResendInvitationButton';

/**
 * The actions on an employee, in one place on their page (issue 25): edit the record, send the invitation again while
 * they have never signed in, deactivate (they can no longer sign in; their history stays) or reactivate. None on
 * one's own record nor on someone holding a role beyond the user's (the server refuses both).
 */
export function EmployeePageActions({ employee }: { employee: EmployeeOut }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const save = useSaveEmployee();
  const name = `${employee.first_name} ${employee.last_name}`;
  const manageable = employee.id !== me.id && canManageUser(me.roles, employee.roles);

  // The record as the form would send it, only `is_active` changed.
  const setActive = (is_active: boolean) =>
    save.mutate(
      { id: employee.id, body: EmployeeIn.parse({ ...employeeFormValues(employee), is_active }) },
      {
        onSuccess: () =>
          notifySuccess(t(is_active ? 'employees.page.reactivated' : 'employees.page.deactivated', { name })),
        onError: (error) => notifyError(describeError(t, error)),
      },
    );
  const confirmDeactivate = () =>
    openConfirm({
      title: t('employees.page.deactivateTitle'),
      message: t('employees.page.deactivateMessage', { name }),
      confirmLabel: t('employees.page.deactivate'),
      color: 'red',
      onConfirm: () => setActive(false),
    });

  return (
    <Group gap="xs">
      <Button component={Link} to={employeeEditPath(employee.id)} leftSection={<IconPencil size={16} />}>
        {t('employees.page.edit')}
      </Button>
      {manageable && employee.last_login === null && <ResendInvitationButton employee={employee} />}
      {manageable &&
        (employee.is_active ? (
          <Button
            variant="light"
            color="red"
            leftSection={<IconUserOff size={16} />}
            loading={save.isPending}
            onClick={confirmDeactivate}
          >
            {t('employees.page.deactivate')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconUserCheck size={16} />}
            loading={save.isPending}
            onClick={() => setActive(true)}
          >
            {t('employees.page.reactivate')}
          </Button>
        ))}
    </Group>
  );
}
