import type { FastifyRequest } from 'fastify';

/*
 * Mailed links on the company's own host (issue 21): a company's people sign in at its host only (companies.hostname,
 * the sign-in's "host's company"), so a Globex reset link on PUBLIC_URL (Acme's host) opened a page where the Globex
 * user could not sign in. A link keeps PUBLIC_URL's scheme, port and path and takes the company's host; the superuser
 * and mails of no company keep PUBLIC_URL.
 */

/** PUBLIC_URL with the company's host in place of its own; PUBLIC_URL itself without a company. */
export function companyPublicUrl(publicUrl: string, hostname: string | null | undefined): string {
  if (!hostname) return publicUrl;
  const url = new URL(publicUrl);
  url.hostname = hostname;
  return url.toString().replace(/\/$/, '');
}

/** The links' base for a request: its signed-in user's company's host (PUBLIC_URL for the superuser). */
export const requestPublicUrl = (publicUrl: string, request: FastifyRequest): string =>
  companyPublicUrl(publicUrl, request.auth?.company?.hostname);
