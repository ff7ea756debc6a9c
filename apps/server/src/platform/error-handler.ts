import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError, DATABASE_ERROR_ANSWERS, loggable, RETRY_AFTER_SECONDS } from './db-errors';
import { AppError } from './errors';

type ErrorBody = { detail: string; code: string; fields?: Record<string, string[]> };

/** Fastify's own errors that are the client's fault, with the answer they get. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'too_large', detail: 'File size exceeds 5Mo.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'too_large', detail: 'File size exceeds 5Mo.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', detail: 'Unsupported media type.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'Unsupported media type.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid', detail: 'The request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid', detail: 'The request body is not valid JSON.' },
};

/**
 * Errors of the router itself, raised before any route or hook runs (`frameworkErrors` of Fastify's options): a
 * malformed percent-escape in the path, a path parameter longer than the router's limit. They get the usual body.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send({ detail: tooLong ? 'This address is too long.' : 'This address is not valid.', code: 'invalid_url' });
}

/**
 * A multipart body that its parser cannot read (no boundary, a truncated body, a malformed part header). The parser
 * (busboy) throws plain errors without a status, so they are recognised by their words, and only on multipart requests.
 */
const MALFORMED_MULTIPART = /boundary|unexpected end|malformed|multipart/i;
const isMalformedMultipart = (error: FastifyError, request: FastifyRequest) =>
  !error.statusCode && request.isMultipart?.() === true && MALFORMED_MULTIPART.test(error.message);

/** Every error becomes `{detail, code, fields}`; nothing unexpected reaches the client beyond "Internal server error". */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { detail: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
        const list = fields[name] ?? [];
        list.push(issue.message ?? 'Invalid value.');
        fields[name] = list;
      }
      // The detail is the first message itself: the spec's messages are whole sentences meant for the user.
      const detail = Object.values(fields)[0]?.[0] ?? 'Invalid value.';
      return reply.status(400).send({ detail, code: 'invalid', fields } satisfies ErrorBody);
    }
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send({ detail: 'The multipart body could not be read.', code: 'invalid' });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ detail: known.detail, code: known.code });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message, code: error.code ?? 'bad_request' });
    }
    const database = classifyDatabaseError(error);
    if (database) {
      // An outage is logged once per request at warn: it is not a bug, and the pool logs the lost connections.
      request.log.warn({ err: loggable(error) }, `database error answered ${DATABASE_ERROR_ANSWERS[database].status}`);
      const { status, code, detail } = DATABASE_ERROR_ANSWERS[database];
      if (database === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(status).send({ detail, code } satisfies ErrorBody);
    }
    request.log.error({ err: loggable(error) }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error', code: 'internal' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ detail: 'Not found.', code: 'not_found' } satisfies ErrorBody),
  );
}
