import { Anchor, Burger, Button, Group, Image, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, useCurrentUser } from '../../lib/me';
import { canTrackTime, isStaff } from '../../lib/permissions';
import { ProfileMenu } from './ProfileMenu';

// Its own chunk: only the users who track time download it (and its popover and project picker).
const HeaderStopwatch = lazy(() => import('../../features/time-tracking/components/HeaderStopwatch'));

/**
 * spec/1 §1: the header shows the company logo, the user's name, an avatar and, when time tracking is on, a stopwatch;
 * spec/1 §2: a Back Office link for staff.
 */
export function Header({ burger }: { burger?: { opened: boolean; toggle: () => void } }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const company = me.company;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" miw={0}>
        {burger && <Burger opened={burger.opened} onClick={burger.toggle} size="sm" aria-label={t('nav.toggle')} />}
        <Anchor
          component={Link}
          to="/"
          underline="never"
          c="inherit"
          aria-label={t('nav.homeOf', { name: company?.name ?? '' })}
          miw={0}
        >
          {company?.logo_url ? (
            <Image src={company.logo_url} alt={company.name} h={36} w="auto" fit="contain" />
          ) : (
            <Title order={3} fz="lg" lineClamp={1}>
              {company?.name}
            </Title>
          )}
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {canTrackTime(me) && (
          <Suspense fallback={null}>
            <HeaderStopwatch />
          </Suspense>
        )}
        {isStaff(me) && (
          <Button
            component={Link}
            to="/back_office"
            variant="light"
            size="xs"
            leftSection={<IconBriefcase size={16} />}
            visibleFrom="xs"
          >
            {t('nav.backOffice')}
          </Button>
        )}
        <Text fw={500} size="sm" visibleFrom="sm" data-testid="user-name">
          {fullName(me)}
        </Text>
        <ProfileMenu />
      </Group>
    </Group>
  );
}
