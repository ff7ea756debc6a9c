import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconHelp, IconKey, IconLogout, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, initials, useCurrentUser } from '../../lib/me';

/** spec/1 §2: the profile menu offers Edit Password, Edit my profile, Ask for support and Log out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <Menu position="bottom-end" width={220} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={t('profileMenu.open', { name: fullName(me) })}>
          <Avatar color="blue" radius="xl">
            {initials(me)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
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
