import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { accountRoutes } from './modules/account/account.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { companyRoutes } from './modules/companies/companies.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { infoRoutes } from './modules/info/info.routes';
import { leaveAttachmentRoutes } from './modules/leaves/leaves.attachments';
import { leavePdfRoutes } from './modules/leaves/leaves.pdf';
import { leaveRoutes } from './modules/leaves/leaves.routes';
import { newsRoutes } from './modules/news/news.routes';
import { typeOfLeaveRoutes } from './modules/reference/types-of-leave.routes';
import { supportRoutes } from './modules/support/support.routes';
import { serviceRoutes } from './modules/users/services.routes';
import { userRoutes } from './modules/users/users.routes';
import { accessPlugin } from './platform/access';
import { csrfPlugin } from './platform/csrf';
import { registerErrorHandler } from './platform/error-handler';
import { UPLOAD_KINDS } from './platform/files/limits';
import { FileStorage } from './platform/files/storage';
import { loadSecret } from './platform/secret';

/** Every module, mounted under /api. A new module adds one line here. */
const MODULES = [
  authRoutes,
  accountRoutes,
  infoRoutes,
  supportRoutes,
  newsRoutes,
  documentRoutes,
  userRoutes,
  serviceRoutes,
  companyRoutes,
  typeOfLeaveRoutes,
  leaveRoutes,
  leaveAttachmentRoutes,
  leavePdfRoutes,
];

export type BuildOptions = { config: Config; db: Database; kickMail?: () => void; logger?: boolean };

export async function buildApp({ config, db, kickMail, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      transport: config.isProduction ? undefined : { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } },
      redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'],
    },
    trustProxy: config.isProduction,
    // A slow upload must not hold a shutdown hostage.
    forceCloseConnections: true,
    // Multipart bodies have their own per-kind limits; JSON bodies stay small.
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const deps: AppDeps = {
    db,
    config,
    files: new FileStorage(path.join(config.dataDir, 'files')),
    kickMail: kickMail ?? (() => {}),
  };
  const secret = await loadSecret(db);
  const secure = config.publicUrl.startsWith('https://');

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_KINDS.attachment.maxBytes + 1, files: 5, fields: 20 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Staff management API',
        version: '1',
        description:
          'Every route under /api/. Sessions are cookie-based (`sessionid`); every POST, PUT, PATCH and DELETE ' +
          'echoes the `csrftoken` cookie in the `X-CSRFToken` header. Errors are `{detail, code, fields}`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(csrfPlugin, { secret, secure });
  await app.register(accessPlugin, { db, limits: { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs } });

  await app.register(
    async (api) => {
      for (const module of MODULES) await api.register(module, deps);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDistDir);
  return app;
}

/** The built web app: files as they are, and index.html for every other non-API path (client-side routes). */
async function serveWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build in ${distDir}: only the API is served (run npm run build).`);
    return;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  app.get('/*', { config: { public: true }, schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ detail: 'Not found.', code: 'not_found' });
    }
    const file = request.url.split('?')[0]!.slice(1);
    const target = path.join(distDir, file);
    if (file && target.startsWith(distDir) && fs.existsSync(target) && fs.statSync(target).isFile()) {
      const immutable = file.startsWith('assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
