import { Badge, Group, Tooltip } from '@mantine/core';
import type { Role } from '@staff/shared';
import { useTranslation } from 'react-i18next';

/**
 * An employee's roles (issue 25: role badges carry their names): one badge per role under its name from the `sm`
 * breakpoint; on a phone, where the names would not fit, the initials of spec 3 §2 with the full labels on hover (and
 * for screen readers).
 */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  if (roles.length === 0) return null;
  const labels = roles.map((role) => t(`employees.roles.${role}`)).join(', ');
  return (
    <>
      <Group gap={4} visibleFrom="sm">
        {roles.map((role) => (
          <Badge key={role} size="sm" variant="light" radius="sm" tt="none">
            {t(`employees.roles.${role}`)}
          </Badge>
        ))}
      </Group>
      <Tooltip label={labels} withArrow>
        <Group gap={4} wrap="nowrap" role="group" aria-label={labels} tabIndex={0} w="fit-content" hiddenFrom="sm">
          {roles.map((role) => (
            <Badge key={role} size="sm" variant="light" radius="sm" aria-hidden>
              {t(`employees.roleInitials.${role}`)}
            </Badge>
          ))}
        </Group>
      </Tooltip>
    </>
  );
}
