import fs from 'node:fs';
import path from 'node:path';
import { queryIdSchema } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { logoUrl } from '../companies/companies.present';
import { companyByHostname, companyLogoFile } from '../companies/companies.queries';
import { TERMS_OF_USE } from './cgu';

const VERSION: string = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../package.json'), 'utf8'),
).version;

export async function infoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/info/',
    {
      config: { public: true },
      schema: { tags: ['info'], summary: 'Product version', response: { 200: z.object({ version: z.string() }) } },
    },
    async () => ({ version: VERSION }),
  );

  r.get(
    '/cgu/',
    {
      config: { public: true },
      schema: {
        tags: ['info'],
        summary: 'Terms of use text',
        querystring: z.object({ lang: z.enum(['fr', 'en']).default('fr') }),
        response: { 200: z.object({ content: z.string() }) },
      },
    },
    async (request) => ({ content: TERMS_OF_USE[request.query.lang] }),
  );

  r.get(
    '/company-icon/',
    {
      config: { public: true },
      schema: {
        tags: ['info'],
        summary: 'Name and logo of the company reached at a host (login page)',
        querystring: z.object({ hostname: z.string().trim().toLowerCase().min(1).max(253) }),
        response: { 200: z.object({ name: z.string(), logo_url: z.string().nullable() }) },
      },
    },
    async (request) => {
      const company = await companyByHostname(deps.db, request.query.hostname);
      if (!company) throw notFound();
      return { name: company.name, logo_url: logoUrl(company) };
    },
  );

  r.get(
    '/company-logo/:companyId/',
    {
      config: { public: true },
      schema: {
        tags: ['info'],
        summary: 'A company logo (public: the login page shows it)',
        params: z.object({ companyId: queryIdSchema }),
      },
    },
    async (request, reply) => {
      const file = await companyLogoFile(deps.db, request.params.companyId);
      if (!file) throw notFound();
      return deps.files.send(reply, file);
    },
  );
}
