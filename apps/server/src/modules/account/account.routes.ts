import {
  issueMessage,
  languagePatchSchema,
  MeOut,
  PreferenceSectionParams,
  PreferencesOut,
  passwordChangeSchema,
  profileSchema,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/access';
import { appError, fieldError, forbidden } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { requestPublicUrl } from '../../platform/public-url';
import { presentMe } from '../auth';
import { passwordHashOf, readPreferences, saveLanguage, savePreferences } from './account.queries';
import { changePassword, saveProfile } from './account.service';
import { PREFERENCE_SECTIONS } from './preferences';

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/my_account/',
    {
      config: { authenticated: true },
      schema: { tags: ['account'], summary: 'The signed-in user', response: { 200: MeOut } },
    },
    async (request) => {
      const auth = requireAuth(request);
      return presentMe(auth.user, auth.company);
    },
  );

  r.put(
    '/my_account/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['account'],
        summary: 'Edit own profile',
        description:
          'A new `email` is not written: it is `pending_email` until the link mailed to it is opened, and the ' +
          'current address is told.',
        body: profileSchema,
        response: { 200: MeOut },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const user = await saveProfile(db, auth.user, request.body, requestPublicUrl(deps.config.publicUrl, request));
      deps.kickMail();
      return presentMe(user, auth.company);
    },
  );

  r.patch(
    '/my_account/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['account'],
        summary: 'Set own language',
        description:
          'The language the user reads mails in (issue 28): sent by the web app when a signed-in user switches the ' +
          "interface's language, and by the profile page.",
        body: languagePatchSchema,
        response: { 200: MeOut },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const language = await saveLanguage(db, auth.user.id, request.body.language);
      return presentMe({ ...auth.user, language }, auth.company);
    },
  );

  r.put(
    '/my-account/password/',
    {
      config: { authenticated: true },
      schema: { tags: ['account'], summary: 'Change own password', body: passwordChangeSchema },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!auth.user.can_change_password) throw forbidden('password_not_changeable');
      if (request.body.id !== auth.user.id) throw fieldError('id', 'password_not_yours');
      if (!(await verifyPassword(request.body.old_password, await passwordHashOf(db, auth.user.id)))) {
        throw appError(401, 'wrong_password');
      }
      await changePassword(db, auth.user.id, auth.id, request.body.new_password);
      return reply.status(204).send();
    },
  );

  r.get(
    '/my-account/preferences/:section/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['account'],
        summary: 'Own settings of one section',
        params: PreferenceSectionParams,
        response: { 200: PreferencesOut },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { section } = request.params;
      const saved = await readPreferences(db, auth.user.id, section);
      return { ...PREFERENCE_SECTIONS[section].defaults(auth.user), ...(saved ?? {}) };
    },
  );

  r.put(
    '/my-account/preferences/:section/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['account'],
        summary: 'Save own settings of one section',
        params: PreferenceSectionParams,
        response: { 200: PreferencesOut },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { section } = request.params;
      const spec = PREFERENCE_SECTIONS[section];
      const parsed = spec.schema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const { code, params } = issueMessage(issue);
        throw fieldError(issue.path.join('.') || 'non_field_errors', code, params);
      }
      const data = { ...spec.defaults(auth.user), ...parsed.data };
      await savePreferences(db, auth.user.id, section, data);
      return data;
    },
  );
}
