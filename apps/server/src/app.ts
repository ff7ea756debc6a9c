import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { accountRoutes } from './modules/account';
import { activityReportPdfRoutes, activityReportRoutes, activityRoutes } from './modules/activities';
import { authRoutes } from './modules/auth';
import { companyDeletionRoutes, companyRoutes } from './modules/companies';
import { companySettingsRoutes } from './modules/company-settings';
import { contractRoutes } from './modules/contracts';
import { documentRoutes } from './modules/documents';
import {
  expenseClaimPdfRoutes,
  expenseClaimRoutes,
  expenseExportRoutes,
  invoiceAttachmentRoutes,
  invoiceRoutes,
  transportAttachmentRoutes,
  travelRoutes,
} from './modules/expenses';
import { ExportRegistry, exportPluginRoutes } from './modules/exports';
import { healthRoutes } from './modules/health';
import { infoRoutes } from './modules/info';
import { leaveAttachmentRoutes, leavePdfRoutes, leaveRoutes } from './modules/leaves';
import { missionOrderPdfRoutes, missionOrderRoutes } from './modules/mission-orders';
import { newsRoutes } from './modules/news';
import { ocrRoutes } from './modules/ocr';
import { projectSummaryRoutes } from './modules/project-summaries';
import { customerRoutes, projectRoutes } from './modules/projects';
import { referenceTypeRoutes, taxRateRoutes, typeOfLeaveRoutes } from './modules/reference';
import { serviceAttachmentRoutes, serviceRoutes } from './modules/services';
import { supportRoutes } from './modules/support';
import { synthesisExportRoutes, synthesisRoutes } from './modules/synthesis';
import { timeEntryRoutes, timesheetRoutes } from './modules/time-tracking';
import { employeeImportRoutes, userRoutes } from './modules/users';
import { validationInboxRoutes } from './modules/validation-inbox';
import { wellnessRoutes, wellnessSurveyRoutes } from './modules/wellness';
import { accessPlugin } from './platform/access';
import { backgroundTasks } from './platform/background';
import { pinToday } from './platform/clock';
import { API_COMPRESSION } from './platform/compression';
import { csrfPlugin } from './platform/csrf';
import { documentContextPlugin } from './platform/document-policy';
import { answerFrameworkError, registerErrorHandler } from './platform/error-handler';
import { UPLOAD_KINDS } from './platform/files/limits';
import { openFileStorage } from './platform/files/stores';
import { settleFailedUploads } from './platform/files/upload-form';
import { inputGuardPlugin } from './platform/input-guard';
import { RequestLogController } from './platform/request-log';
import { loadSecret } from './platform/secret';
import { securityHeadersPlugin } from './platform/security-headers';
import { responseSerializerCompiler } from './platform/serializer';
import { serveWebApp } from './platform/web-app';

/** Every module, mounted under /api. A new module adds one line here. */
const MODULES = [
  authRoutes,
  accountRoutes,
  infoRoutes,
  healthRoutes,
  supportRoutes,
  newsRoutes,
  documentRoutes,
  userRoutes,
  employeeImportRoutes,
  serviceRoutes,
  serviceAttachmentRoutes,
  companyRoutes,
  companyDeletionRoutes,
  companySettingsRoutes,
  contractRoutes,
  typeOfLeaveRoutes,
  customerRoutes,
  activityRoutes,
  projectRoutes,
  projectSummaryRoutes,
  referenceTypeRoutes,
  taxRateRoutes,
  leaveRoutes,
  leaveAttachmentRoutes,
  leavePdfRoutes,
  missionOrderRoutes,
  missionOrderPdfRoutes,
  activityReportRoutes,
  synthesisRoutes,
  synthesisExportRoutes,
  activityReportPdfRoutes,
  expenseClaimRoutes,
  transportAttachmentRoutes,
  invoiceRoutes,
  invoiceAttachmentRoutes,
  travelRoutes,
  expenseClaimPdfRoutes,
  expenseExportRoutes,
  ocrRoutes,
  exportPluginRoutes,
  timeEntryRoutes,
  timesheetRoutes,
  wellnessRoutes,
  wellnessSurveyRoutes,
  validationInboxRoutes,
];

/**
 * Pretty request logs only for a person reading a terminal in development. Everywhere else (production, a pipe, a
 * file, a log collector) JSON lines, written synchronously by pino without the worker thread and re-parsing that
 * pino-pretty costs (6.5% of a list request's CPU when it was on by default).
 */
export const prettyLogs = (config: Pick<Config, 'env'>, isTTY: boolean | undefined) =>
  config.env === 'development' && isTTY === true;

export type BuildOptions = {
  config: Config;
  db: Database;
  kickMail?: () => void;
  /** false: no log (tests); a stream: JSON lines written there (tests that read the log). */
  logger?: boolean | { stream: NodeJS.WritableStream };
};

export async function buildApp({ config, db, kickMail, logger = true }: BuildOptions): Promise<FastifyInstance> {
  // The day the app takes as today (APP_TODAY in tests and demos); main.ts pinned it already, a test's app pins here.
  pinToday(config.today);
  // Compiled writers from the Zod schemas; checked against Zod on every answer except in production.
  const serializeResponse = responseSerializerCompiler({ checkContract: !config.isProduction });
  const app = Fastify({
    logger: logger && {
      level: config.logLevel,
      ...(typeof logger === 'object'
        ? { stream: logger.stream }
        : prettyLogs(config, process.stdout.isTTY)
          ? // A mail's line says it all in its message (platform/mail/sender.ts): its object would be three lines more.
            {
              transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,mail' } },
            }
          : {}),
      redact: ['req.headers.cookie', 'req.headers["x-csrftoken"]'],
    },
    // One line per request only when it is an error or slow (platform/request-log.ts), not two per request and file.
    logController: new RequestLogController(),
    // Forwarded headers count only from the proxies named in TRUST_PROXY (none by default).
    trustProxy: config.trustProxy ?? false,
    // A slow upload must not hold a shutdown hostage.
    forceCloseConnections: true,
    // Multipart bodies have their own per-kind limits; JSON bodies stay small.
    bodyLimit: 1_048_576,
    frameworkErrors: answerFrameworkError,
    // Every schema is a Zod schema: Fastify's default compilers (Ajv, fast-json-stringify) are then never loaded nor
    // built, a fifth of the start's CPU (issue 14). Fastify types these factories after Ajv's, hence the cast.
    schemaController: {
      compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializeResponse } as never,
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeResponse);
  registerErrorHandler(app);

  const deps: AppDeps = {
    db,
    config,
    files: openFileStorage(config, db),
    kickMail: kickMail ?? (() => {}),
    tasks: backgroundTasks(app),
    exports: new ExportRegistry(),
  };
  const secret = await loadSecret(db);
  const secure = config.publicUrl.startsWith('https://');

  // First, so that every answer (errors and 404s included) carries the headers.
  await app.register(securityHeadersPlugin, { https: secure });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_KINDS.attachment.maxBytes + 1, files: 5, fields: 20 } });
  // A request answered with an error keeps none of the files it stored (issue 21).
  app.addHook('onSend', settleFailedUploads(deps.files, db));
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
  await app.register(documentContextPlugin);
  await app.register(inputGuardPlugin);

  await app.register(
    async (api) => {
      // API answers compressed for clients that accept it, from 1 KB (docs/decisions/performance.md "Web first
      // load"); the web app's files are compressed once at build time instead (platform/web-app.ts).
      await api.register(compress, API_COMPRESSION);
      for (const module of MODULES) await api.register(module, deps);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDistDir, { serveSourceMaps: !config.isProduction });
  return app;
}
