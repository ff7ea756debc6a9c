import { passwordChangeSchema, profileSchema } from '@staff/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/access';
import { AppError, fieldError, forbidden } from '../../platform/errors';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { deleteUserSessions } from '../../platform/sessions';
import { spendResetTokens } from '../auth/auth.service';
import { userPreferences, users } from '../users/users.tables';
import { MeOut, presentMe } from './account.present';
import { PREFERENCE_SECTIONS, type PreferenceSection } from './preferences';

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
      schema: { tags: ['account'], summary: 'Edit own profile', body: profileSchema, response: { 200: MeOut } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const body = request.body;
      const [user] = await db
        .update(users)
        .set({
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email,
          phone: body.phone || null,
          mobile: body.mobile || null,
        })
        .where(eq(users.id, auth.user.id))
        .returning();
      return presentMe(user!, auth.company);
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
      if (!auth.user.can_change_password) throw forbidden('You cannot change your password.');
      if (request.body.id !== auth.user.id) throw fieldError('id', 'You can only change your own password.');
      if (!(await verifyPassword(request.body.old_password, auth.user.password_hash))) {
        throw new AppError(401, 'wrong_password', 'Your passwords are incorrect.');
      }
      const passwordHash = await hashPassword(request.body.new_password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, auth.user.id));
        // Other browsers signed in with the old password are signed out; this one stays.
        await deleteUserSessions(tx, auth.user.id, auth.id);
        await spendResetTokens(tx, auth.user.id);
      });
      return reply.status(204).send();
    },
  );

  const SectionParams = z.object({ section: z.enum(Object.keys(PREFERENCE_SECTIONS) as [PreferenceSection]) });

  r.get(
    '/my-account/preferences/:section/',
    {
      config: { authenticated: true },
      schema: { tags: ['account'], summary: 'Own settings of one section', params: SectionParams },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { section } = request.params;
      const [row] = await db
        .select()
        .from(userPreferences)
        .where(and(eq(userPreferences.user_id, auth.user.id), eq(userPreferences.section, section)));
      return { ...PREFERENCE_SECTIONS[section].defaults(auth.user), ...(row?.data ?? {}) };
    },
  );

  r.put(
    '/my-account/preferences/:section/',
    {
      config: { authenticated: true },
      schema: { tags: ['account'], summary: 'Save own settings of one section', params: SectionParams },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { section } = request.params;
      const spec = PREFERENCE_SECTIONS[section];
      const parsed = spec.schema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw fieldError(issue.path.join('.') || 'non_field_errors', issue.message);
      }
      const data = { ...spec.defaults(auth.user), ...parsed.data };
      await db
        .insert(userPreferences)
        .values({ user_id: auth.user.id, section, data })
        .onConflictDoUpdate({ target: [userPreferences.user_id, userPreferences.section], set: { data } });
      return data;
    },
  );
}
