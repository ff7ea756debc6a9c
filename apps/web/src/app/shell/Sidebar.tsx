import { ActionIcon, Anchor, AppShell, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { DeferredTooltip } from '../../components/DeferredTooltip';
import { useCurrentUser } from '../../lib/me';
import { type NavEntry, visibleNavigation } from '../navigation';
import { CompactPreferenceSwitches } from './CompactPreferenceSwitches';
import classes from './Sidebar.module.css';

// The full sidebar's theme switch and language control come after first paint, in a chunk of their own (Switch and
// SegmentedControl are 15 KB gzip of the dashboard's first load otherwise); their place is kept meanwhile, so that
// nothing moves when they arrive. The icons-only form is made of buttons the frame has already.
const PreferenceSwitches = lazy(() => import('./PreferenceSwitches').then((m) => ({ default: m.PreferenceSwitches })));

/** About is reachable from the sidebar: the profile menu holds only the spec's four entries. */
function AboutLink({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const label = t('nav.about');
  return compact ? (
    <DeferredTooltip label={label} position="right">
      <ActionIcon
        component={RouterLink}
        to="/about"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
        onClick={onNavigate}
      >
        <IconInfoCircle size={18} />
      </ActionIcon>
    </DeferredTooltip>
  ) : (
    <Anchor component={RouterLink} to="/about" size="sm" c="dimmed" onClick={onNavigate}>
      {label}
    </Anchor>
  );
}

function isActive(entry: NavEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  if (entry.alsoActiveOn?.some((prefix) => pathname.startsWith(prefix))) return true;
  return pathname === entry.path || pathname.startsWith(`${entry.path}/`);
}

/** The sidebar of spec/1 §2; `compact` is the icons-only form used below 1200 px. */
export function Sidebar({ compact, onNavigate }: { compact: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const { pathname } = useLocation();
  const entries = visibleNavigation(me);

  return (
    <>
      <AppShell.Section grow className={classes.links} p={compact ? 'xs' : 'sm'}>
        <nav aria-label={t('nav.label')}>
          <Stack gap={4} align={compact ? 'center' : 'stretch'}>
            {entries.map((entry) => {
              const label = t(entry.labelKey);
              const active = isActive(entry, pathname);
              const Icon = entry.icon;
              const Badge = entry.badge;
              return compact ? (
                <DeferredTooltip key={entry.path} label={label} position="right">
                  <UnstyledButton
                    component={RouterLink}
                    to={entry.path}
                    aria-label={label}
                    aria-current={active ? 'page' : undefined}
                    className={classes.iconLink}
                    data-active={active || undefined}
                    onClick={onNavigate}
                  >
                    <Icon size={22} stroke={1.6} />
                    {Badge && <Badge compact />}
                  </UnstyledButton>
                </DeferredTooltip>
              ) : (
                <NavLink
                  key={entry.path}
                  component={RouterLink}
                  to={entry.path}
                  label={label}
                  leftSection={<Icon size={20} stroke={1.6} />}
                  rightSection={Badge && <Badge />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={classes.link}
                />
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section p={compact ? 'xs' : 'md'} className={classes.footer}>
        <Stack gap="sm" align={compact ? 'center' : 'stretch'}>
          {compact ? (
            <CompactPreferenceSwitches />
          ) : (
            <Suspense fallback={<div className={classes.preferencesPlace} />}>
              <PreferenceSwitches stacked />
            </Suspense>
          )}
          <AboutLink compact={compact} onNavigate={onNavigate} />
        </Stack>
      </AppShell.Section>
    </>
  );
}
