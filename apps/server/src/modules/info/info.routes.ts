import fs from 'node:fs';
import {
  CguOut,
  CguQuery,
  CompanyIconOut,
  CompanyIconQuery,
  CompanyLogoParams,
  ImageVersionQuery,
  InfoOut,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { PATHS } from '../../paths';
import { notFound } from '../../platform/errors';
import { companyByHostname, companyLogoFile, logoUrl } from '../companies';
import { TERMS_OF_USE } from './cgu';

const VERSION: string = JSON.parse(fs.readFileSync(PATHS.rootPackageJson, 'utf8')).version;

export async function infoRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/info/',
    {
      config: { public: true },
      schema: { tags: ['info'], summary: 'Product version', response: { 200: InfoOut } },
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
        querystring: CguQuery,
        response: { 200: CguOut },
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
        querystring: CompanyIconQuery,
        response: { 200: CompanyIconOut },
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
        params: CompanyLogoParams,
        querystring: ImageVersionQuery,
      },
    },
    async (request, reply) => {
      const file = await companyLogoFile(deps.db, request.params.companyId);
      if (!file) throw notFound();
      return deps.files.sendImage(request, reply, file, { audience: 'public', version: request.query.v });
    },
  );
}
