import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onAuthEvent } from '../lib/authEvents';
import { meQueryKey } from '../lib/me';
import { notifyError } from '../lib/notify';
import { loginPathFor } from '../lib/returnTo';

/** Pages a visitor may see (spec/1 §2); an authentication event there must not move them. */
const PUBLIC_PATHS = [
  /^\/login\/?$/,
  /^\/reset\/?$/,
  /^\/about\/?$/,
  /^\/logout\/?$/,
  /^\/change-password\//,
  /^\/confirm-email\//,
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Reacts to the API client's authentication events (spec/1 §8): forgets the user and sends them to login,
 * explaining that the session was lost. A 403 for a signed-in user is only a missing permission: they stay.
 */
export function AuthEventsListener() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onAuthEvent((kind) => {
        const wasSignedIn = !!queryClient.getQueryData(meQueryKey);
        // The company turned a module off: the user reads why (a panel's call would say nothing of it), and the flags
        // are read again, so that the menus, panels and guarded pages follow them.
        if (kind === 'feature_disabled' && wasSignedIn) {
          notifyError(t('errors.codes.feature_disabled'));
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
          return;
        }
        if (kind === 'not_authorized' && wasSignedIn) return;
        queryClient.setQueryData(meQueryKey, null);
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
        if (wasSignedIn || kind === 'session_lost' || kind === 'session_timeout') notifyError(t('auth.sessionLost'));
        const { pathname, search, hash } = window.location;
        // Signing in again comes back to the page the session ended on.
        if (!isPublicPath(pathname)) void navigate(loginPathFor(`${pathname}${search}${hash}`), { replace: true });
      }),
    [navigate, queryClient, t],
  );
  return null;
}
