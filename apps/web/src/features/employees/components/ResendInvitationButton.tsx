import { Button } from '@mantine/core';
import type { EmployeeOut } from '@staff/shared';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useResendInvitation } from '../api/employees';

/** Sends an employee who never signed in a new invitation (the older links stop working), on their page and form. */
export function ResendInvitationButton({ employee }: { employee: Pick<EmployeeOut, 'id' | 'email'> }) {
  const { t } = useTranslation();
  const resend = useResendInvitation();
  return (
    <Button
      variant="default"
      leftSection={<IconMailForward size={16} />}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(employee.id, {
          onSuccess: () => notifySuccess(t('employees.account.invitationSent', { email: employee.email })),
        })
      }
    >
      {t('employees.account.resend')}
    </Button>
  );
}
