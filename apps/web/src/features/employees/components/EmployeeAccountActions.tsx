import { Button, Group, Text, Tooltip } from '@mantine/core';
import { canManageUser, type EmployeeOut } from '@staff/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openConfirm } from '../../../components/confirm';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteEmployee } from '../api/employees';
import { EMPLOYEES_PATH } from '../lib/paths';
import { ResendInvitationButton } from './ResendInvitationButton';

/**
 * The account of an employee on their edit page: since when they are here and when they last signed in (read-only,
 * spec 3 §3), the invitation sent again while they have not signed in, and deletion, which spec 3 §4 allows only
 * before the first sign-in (afterwards the button is disabled and says why; deactivate instead).
 */
export function EmployeeAccountActions({ employee }: { employee: EmployeeOut }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const remove = useDeleteEmployee();
  // Nobody deletes their own record (issue 21), as nobody edits it.
  const manageable = employee.id !== me.id && canManageUser(me.roles, employee.roles);
  const name = `${employee.first_name} ${employee.last_name}`;
  const signedIn = employee.last_login !== null;

  const confirmDelete = () =>
    openConfirm({
      title: t('employees.account.deleteTitle'),
      message: t('employees.account.deleteMessage', { name }),
      confirmLabel: t('employees.account.delete'),
      color: 'red',
      onConfirm: () =>
        remove.mutate(employee.id, {
          onSuccess: async () => {
            notifySuccess(t('employees.account.deleted', { name }));
            await navigate(EMPLOYEES_PATH);
          },
        }),
    });

  // Once signed in, the button stays focusable but inert (Mantine's data-disabled), so its tooltip says why.
  const blocked = signedIn || !manageable;
  const deleteButton = (
    <Button
      color="red"
      variant="light"
      leftSection={<IconTrash size={16} />}
      data-disabled={blocked || undefined}
      aria-disabled={blocked}
      loading={remove.isPending}
      onClick={(event) => (blocked ? event.preventDefault() : confirmDelete())}
    >
      {t('employees.account.delete')}
    </Button>
  );

  return (
    <SectionCard title={t('employees.account.title')}>
      <Text size="sm">{t('employees.account.joined', { date: formatDate(employee.date_joined.slice(0, 10)) })}</Text>
      <Text size="sm">
        {signedIn
          ? t('employees.account.lastLogin', { date: formatDateTime(employee.last_login) })
          : t(employee.invitation_pending ? 'employees.account.invitationPending' : 'employees.account.neverSignedIn')}
      </Text>
      <Group gap="sm">
        {!signedIn && manageable && <ResendInvitationButton employee={employee} />}
        {signedIn ? (
          <Tooltip label={t('errors.codes.employee.alreadyLogged')} withArrow>
            {deleteButton}
          </Tooltip>
        ) : (
          deleteButton
        )}
      </Group>
    </SectionCard>
  );
}
