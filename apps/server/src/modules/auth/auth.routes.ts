import {
  Credentials,
  EmailChangeOut,
  MeOut,
  ResetTokenOut,
  ResetTokenParams,
  resetPasswordSchema,
  resetRequestSchema,
} from '@staff/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireAuth, SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../platform/access';
import { csrfKeyForToken } from '../../platform/csrf';
import { loadSecret } from '../../platform/secret';
import { createSession, deleteSession } from '../../platform/sessions';
import { sha256 } from '../../platform/tokens';
import { DEVICE_COOKIE_MAX_AGE_S, DEVICE_COOKIE_PATH, deviceKeyOf, deviceOf, issueDeviceCookie } from './auth.device';
import { presentMe } from './auth.present';
import { authenticate, checkResetToken, requestPasswordReset, resetPassword, TooManyAttempts } from './auth.service';
import { checkEmailChangeToken, confirmEmailChange } from './email-change';

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = { idleMs: deps.config.sessionIdleMs, maxMs: deps.config.sessionMaxMs };
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl.startsWith('https://'),
  };
  const deviceKey = deviceKeyOf(await loadSecret(deps.db));
  // A throttled attempt says when to come back.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  const setSessionCookie = (reply: FastifyReply, token: string) => {
    const maxAge = Math.floor(limits.maxMs / 1000);
    reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge });
    reply.setCookie(SIGNED_IN_COOKIE, '1', { ...cookieOptions, httpOnly: false, maxAge });
    reply.request.csrfSessionKey = csrfKeyForToken(token);
  };

  r.post(
    '/auth/',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign in', body: Credentials, response: { 200: MeOut } },
    },
    async (request, reply) => {
      const username = request.body.username.trim().toLowerCase();
      const { user, company } = await authenticate(deps.db, {
        ...request.body,
        ip: request.ip,
        host: request.hostname,
        device: deviceOf(deviceKey, username, request.cookies),
      });
      // This browser is now trusted for this account (a new cookie at each success, as OWASP describes).
      const device = issueDeviceCookie(deviceKey, username);
      reply.setCookie(device.name, device.value, {
        ...cookieOptions,
        path: DEVICE_COOKIE_PATH,
        sameSite: 'strict',
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      // A new session at every sign-in: a session id planted before sign-in is never promoted (fixation).
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(deps.db, sha256(previous));
      const { token } = await createSession(deps.db, user.id, limits);
      setSessionCookie(reply, token);
      return presentMe(user, company);
    },
  );

  r.delete(
    '/auth/',
    { config: { authenticated: true }, schema: { tags: ['auth'], summary: 'Sign out' } },
    async (request, reply) => {
      await deleteSession(deps.db, requireAuth(request).id);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      reply.clearCookie(SIGNED_IN_COOKIE, { ...cookieOptions, httpOnly: false });
      request.csrfSessionKey = csrfKeyForToken(undefined);
      return reply.status(204).send();
    },
  );

  r.post(
    '/reset-password/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link',
        description:
          'Always 204 at once: the account is looked up and mailed after the answer, so neither the answer nor its ' +
          'time tells whether it exists. At most 3 mails per account and 10 requests per address an hour.',
        body: resetRequestSchema,
      },
    },
    async (request, reply) => {
      // The lookup and the mail run after the answer: known and unknown accounts answer alike and equally fast.
      const input = { identifier: request.body.username, ip: request.ip, publicUrl: deps.config.publicUrl };
      deps.tasks.run('password reset mail', async () => {
        if (await requestPasswordReset(deps.db, input)) deps.kickMail();
      });
      return reply.status(204).send();
    },
  );

  r.get(
    '/reset-password/:token/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Whether a password link works, and what for',
        description:
          'purpose `invitation` for a new employee choosing their first password. A spent or expired invitation ' +
          'answers 400 with its own message (ask HR for a new one); any other unusable link 400 invalid_token.',
        params: ResetTokenParams,
        response: { 200: ResetTokenOut },
      },
    },
    async (request) => checkResetToken(deps.db, request.params.token),
  );

  r.put(
    '/reset-password/:token/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        params: ResetTokenParams,
        body: resetPasswordSchema,
      },
    },
    async (request, reply) => {
      await resetPassword(deps.db, request.params.token, request.body.password);
      return reply.status(204).send();
    },
  );

  r.get(
    '/email-change/:token/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'The address an e-mail confirmation link confirms',
        description: 'A spent or expired link answers 400 invalid_token. Nothing changes until PUT.',
        params: ResetTokenParams,
        response: { 200: EmailChangeOut },
      },
    },
    async (request) => checkEmailChangeToken(deps.db, request.params.token),
  );

  r.put(
    '/email-change/:token/',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new e-mail address from the link mailed to it',
        description:
          "The address becomes the account's (reset links go there from now on); the link is spent. A separate " +
          'step from GET, so that a mail scanner opening the link changes nothing.',
        params: ResetTokenParams,
      },
    },
    async (request, reply) => {
      await confirmEmailChange(deps.db, request.params.token);
      return reply.status(204).send();
    },
  );
}
