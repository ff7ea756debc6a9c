import { Badge, Group, Tooltip } from '@mantine/core';
import type { Role } from '@staff/shared';
import { useTranslation } from 'react-i18next';

/** spec 3 §2 Employees: the roles as initials, their full labels on hover (and for screen readers). */
export function RoleInitials({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return null;
  const labels = roles.map((role) => t(`employees.roles.${role}`)).join(', ');
  return (
    <Tooltip label={labels} withArrow>
      <Group gap={4} wrap="nowrap" role="group" aria-label={labels} tabIndex={0} w="fit-content">
        {roles.map((role) => (
          <Badge key={role} size="sm" variant="light" radius="sm" aria-hidden>
            {t(`employees.roleInitials.${role}`)}
          </Badge>
        ))}
      </Group>
    </Tooltip>
  );
}
