import { Menu } from '@mantine/core';
import { IconHelp, IconKey, IconLogout, IconUserEdit } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, useCurrentUser } from '../../lib/me';

/** The menu of ProfileMenu.tsx around its avatar button, in its own chunk (Menu needs floating-ui). */
export default function ProfileMenuDropdown({ target, opened }: { target: ReactElement; opened: boolean }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Menu position="bottom-end" width={220} withArrow defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{fullName(me)}</Menu.Label>
        {me.can_change_password && (
          <Menu.Item component={Link} to="/edit-password" leftSection={<IconKey size={16} />}>
            {t('profileMenu.editPassword')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/edit-profile" leftSection={<IconUserEdit size={16} />}>
          {t('profileMenu.editProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/support" leftSection={<IconHelp size={16} />}>
          {t('profileMenu.support')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
          {t('profileMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
