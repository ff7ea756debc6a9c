import type {
  CompanyIconOut,
  Credentials,
  EmailChangeOut,
  ResetPasswordInput,
  ResetRequestInput,
  ResetTokenOut,
} from '@staff/shared';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import type { Me } from '../../../lib/types';

/** POST /api/auth/ body (the shared contract's `Credentials`). */
export type { Credentials } from '@staff/shared';
/** The login page's company name and logo (the shared contract's `CompanyIconOut`). */
export type CompanyIcon = CompanyIconOut;

/** Sign-in answers are about what was typed, not about a session, so they raise no authentication event. */
export function login(credentials: Credentials): Promise<Me> {
  return api<Me>('auth/', { method: 'POST', body: credentials, authEvents: false });
}

export function logout(): Promise<void> {
  return api<void>('auth/', { method: 'DELETE', authEvents: false });
}

export function requestPasswordReset(body: ResetRequestInput): Promise<void> {
  return api<void>('reset-password/', { method: 'POST', body, authEvents: false });
}

export function resetPassword(token: string, body: ResetPasswordInput): Promise<void> {
  return api<void>(`reset-password/${encodeURIComponent(token)}/`, { method: 'PUT', body, authEvents: false });
}

/** Whether a password link still works, and what for (a newcomer's invitation reads "choose your password"). */
export const resetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['reset-password', token],
    queryFn: () => api<ResetTokenOut>(`reset-password/${encodeURIComponent(token)}/`, { authEvents: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** The address an e-mail confirmation link confirms (issue 21); looking changes nothing. */
export const emailChangeQuery = (token: string) =>
  queryOptions({
    queryKey: ['email-change', token],
    queryFn: () => api<EmailChangeOut>(`email-change/${encodeURIComponent(token)}/`, { authEvents: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/** Makes the link's address the account's. */
export function confirmEmailChange(token: string): Promise<void> {
  return api<void>(`email-change/${encodeURIComponent(token)}/`, { method: 'PUT', authEvents: false });
}

/** The company that answers to this host name, or null when none does (404). */
async function fetchCompanyIcon(hostname: string): Promise<CompanyIcon | null> {
  try {
    return await api<CompanyIcon>('company-icon/', { query: { hostname }, authEvents: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const companyIconQuery = (hostname: string) =>
  queryOptions({
    queryKey: ['company-icon', hostname],
    queryFn: () => fetchCompanyIcon(hostname),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
