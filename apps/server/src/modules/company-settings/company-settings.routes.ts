import {
  COMPANY_PREFERENCE_KEYS,
  COMPANY_PREFERENCE_SCHEMAS,
  CompanyGeneralOut,
  CompanyGeneralPatch,
  CompanyPreferencesOut,
  ImageVersionQuery,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { readUploadForm } from '../../platform/files/upload-form';
import { presentCompanyGeneral, presentPreferences } from './company-settings.present';
import {
  type CompanyImage,
  companyImageFile,
  readCompanyGeneral,
  readCompanyPreferences,
} from './company-settings.queries';
import { replaceCompanyImage, saveCompanyPreferences, updateCompanyGeneral } from './company-settings.service';

/*
 * The company management screen (/back_office/company_management, spec/3 §3 "Company", §6, §7): company.update opens
 * it and saves the preferences; company-settings.update saves the general information and the images. The company is
 * the caller's own, from the session: these routes name no company.
 */
export async function companySettingsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  const answerCompany = async (companyId: number) => {
    const row = await readCompanyGeneral(db, companyId);
    if (!row) throw notFound();
    return presentCompanyGeneral(row);
  };

  r.get(
    '/my-company/',
    {
      config: { permission: 'company.update' },
      schema: {
        tags: ['company'],
        summary: "The caller's company, general information",
        response: { 200: CompanyGeneralOut },
      },
    },
    async (request) => answerCompany(requireCompany(request).companyId),
  );

  r.patch(
    '/my-company/',
    {
      config: { permission: 'company-settings.update' },
      schema: {
        tags: ['company'],
        summary: 'Save the general information and the feature flags (the name is read-only)',
        body: CompanyGeneralPatch,
        response: { 200: CompanyGeneralOut },
      },
    },
    async (request) => {
      const { companyId } = requireCompany(request);
      return presentCompanyGeneral(await updateCompanyGeneral(db, companyId, request.body));
    },
  );

  /** Reads the one image file of a multipart body (readUploadForm's rules). */
  const readImage = async (request: FastifyRequest) =>
    (await readUploadForm(request, deps.files, { field: 'attachment_file', kind: 'image' })).upload;

  const IMAGES: [CompanyImage, string, string][] = [
    ['logo', '/my-company/logo/', 'logo (login page, header)'],
    ['welcome_image', '/my-company/welcome-image/', 'welcome image (dashboard)'],
  ];
  for (const [image, url, what] of IMAGES) {
    r.put(
      url,
      {
        config: { permission: 'company-settings.update' },
        schema: {
          tags: ['company'],
          summary: `Replace the company ${what}: PNG, JPEG, GIF or WebP, at most 5242880 bytes (multipart: attachment_file)`,
          consumes: ['multipart/form-data'],
          response: { 200: CompanyGeneralOut },
        },
      },
      async (request) => {
        const auth = requireCompany(request);
        const upload = await readImage(request);
        const removeOld = await replaceCompanyImage(db, deps.files, {
          companyId: auth.companyId,
          userId: auth.user.id,
          image,
          upload,
        });
        await removeOld();
        return answerCompany(auth.companyId);
      },
    );
    r.delete(
      url,
      {
        config: { permission: 'company-settings.update' },
        schema: { tags: ['company'], summary: `Remove the company ${what}`, response: { 200: CompanyGeneralOut } },
      },
      async (request) => {
        const auth = requireCompany(request);
        const removeOld = await replaceCompanyImage(db, deps.files, {
          companyId: auth.companyId,
          userId: auth.user.id,
          image,
          upload: null,
        });
        await removeOld();
        return answerCompany(auth.companyId);
      },
    );
  }

  // The logo is public (company-logo/{id}/, the login page); the welcome image is for the company's signed-in users.
  r.get(
    '/my-company/welcome-image/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['company'],
        summary: "The welcome image of the caller's company",
        querystring: ImageVersionQuery,
      },
    },
    async (request, reply) => {
      const file = await companyImageFile(db, requireCompany(request).companyId, 'welcome_image');
      if (!file) throw notFound();
      return deps.files.sendImage(request, reply, file, { audience: 'private', version: request.query.v });
    },
  );

  for (const key of COMPANY_PREFERENCE_KEYS) {
    const url = `/company-settings/${key}/`;
    r.get(
      url,
      {
        // The employees' field names are read by whoever administers employees, where they show (issue 25).
        config: { permission: key === 'employee' ? 'company.update|user.create' : 'company.update' },
        schema: {
          tags: ['company'],
          summary: `Company preferences, key ${key}`,
          response: { 200: CompanyPreferencesOut },
        },
      },
      async (request) => presentPreferences(await readCompanyPreferences(db, requireCompany(request).companyId), key),
    );
    r.put(
      url,
      {
        config: { permission: 'company.update' },
        schema: {
          tags: ['company'],
          summary: `Save the company preferences of key ${key} (the whole section)`,
          body: COMPANY_PREFERENCE_SCHEMAS[key],
          response: { 200: CompanyPreferencesOut },
        },
      },
      async (request) => {
        const { companyId } = requireCompany(request);
        const saved = await saveCompanyPreferences(db, companyId, key, request.body as never);
        return presentPreferences(saved, key);
      },
    );
  }
}
