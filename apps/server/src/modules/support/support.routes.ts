import { SupportRequestOut, supportRequestSchema } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf, requireAuth } from '../../platform/access';
import { createSupportRequest } from './support.service';

export async function supportRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/support/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['support'],
        summary: "Ask for support: stored, and mailed to the company's support address",
        body: supportRequestSchema,
        response: { 201: SupportRequestOut },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = await createSupportRequest(deps.db, {
        companyId: companyOf(request),
        user: auth.user,
        supportEmail: auth.company?.support_email ?? null,
        ...request.body,
      });
      deps.kickMail();
      return reply.status(201).send({ id });
    },
  );
}
