import { Avatar, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName, initials, useCurrentUser } from '../../lib/me';

const loadDropdown = () => import('./ProfileMenuDropdown');
const ProfileMenuDropdown = lazy(loadDropdown);

/** How long the page may take to settle before the menu's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * spec/1 §2: the profile menu offers Edit Password, Edit my profile, Ask for support and Log out. The avatar shows at
 * once; the menu's code (Mantine's Menu and floating-ui, 30 KB gzip) is fetched once the page is idle, or at the
 * first click, which then opens the menu as soon as it is there: it is not part of the first page's load.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [wanted, setWanted] = useState<'not yet' | 'ready' | 'open'>('not yet');
  // The avatar is replaced by the menu's own button when the code arrives: keyboard focus moves with it.
  const focused = useRef(false);

  useEffect(() => {
    if (wanted !== 'not yet') return;
    const load = () => void loadDropdown().then(() => setWanted((w) => (w === 'not yet' ? 'ready' : w)));
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, IDLE_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, [wanted]);

  const avatar = (menuLoaded: boolean) => (
    <UnstyledButton
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      onClick={menuLoaded ? undefined : () => setWanted('open')}
      ref={menuLoaded ? (button: HTMLButtonElement | null) => void (focused.current && button?.focus()) : undefined}
    >
      {/* Named by hidden text, not aria-label: a label that does not hold the visible initials fails WCAG 2.5.3. */}
      <Avatar color="blue" radius="xl" aria-hidden>
        {initials(me)}
      </Avatar>
      <VisuallyHidden>{t('profileMenu.open', { name: fullName(me) })}</VisuallyHidden>
    </UnstyledButton>
  );
  if (wanted === 'not yet') return avatar(false);
  return (
    <Suspense fallback={avatar(false)}>
      <ProfileMenuDropdown opened={wanted === 'open'} target={avatar(true)} />
    </Suspense>
  );
}
