import { type CodedMessage, issueMessage, type MessageCode, messageText } from '@staff/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { classifyDatabaseError, DATABASE_ERROR_ANSWERS, loggable, RETRY_AFTER_SECONDS } from './db-errors';
import { AppError } from './errors';

/**
 * The error body (docs/decisions/contract-and-errors.md "Errors by code"): `detail` is the English text and `code` the
 * stable machine code clients test; `message_code` (when the message is more precise than `code`) and `params` say
 * which catalogue message `detail` is, so that the web app shows it in the user's language; `field_codes` does the same
 * for `fields`.
 */
type ErrorBody = {
  detail: string;
  code: string;
  message_code?: string;
  params?: Record<string, string | number>;
  subject?: string;
  fields?: Record<string, string[]>;
  field_codes?: Record<string, CodedMessage[]>;
};

/** The body of one coded message, under the body code `code` (the message's own by default). */
export function errorBody(
  message: CodedMessage,
  options: { code?: string; fields?: Record<string, CodedMessage[]>; subject?: string } = {},
): ErrorBody {
  const text = messageText(message.code, message.params);
  const body: ErrorBody = {
    detail: options.subject ? `${options.subject}: ${text}` : text,
    code: options.code ?? message.code,
  };
  if (body.code !== message.code) body.message_code = message.code;
  if (message.params && Object.keys(message.params).length > 0) body.params = message.params;
  if (options.subject) body.subject = options.subject;
  if (options.fields && Object.keys(options.fields).length > 0) {
    body.fields = Object.fromEntries(
      Object.entries(options.fields).map(([name, list]) => [name, list.map((m) => messageText(m.code, m.params))]),
    );
    body.field_codes = options.fields;
  }
  return body;
}

/** Fastify's own errors that are the client's fault, with the answer they get. */
const CLIENT_ERRORS: Record<string, { status: number; code: string; message: MessageCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'too_large', message: 'file_too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'too_large', message: 'file_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type', message: 'unsupported_media_type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'unsupported_media_type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid', message: 'body_empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid', message: 'body_not_json' },
};

/**
 * Errors of the router itself, raised before any route or hook runs (`frameworkErrors` of Fastify's options): a
 * malformed percent-escape in the path, a path parameter longer than the router's limit. They get the usual body.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .send(errorBody({ code: tooLong ? 'url_too_long' : 'url_invalid' }, { code: 'invalid_url' }));
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
      const { code, fields, subject } = error;
      return reply.status(error.status).send(errorBody(error.coded, { code, fields, subject }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      const codes: Record<string, CodedMessage[]> = {};
      for (const issue of error.validation) {
        const name = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'non_field_errors';
        const message = issue.message ?? messageText('invalid_value');
        fields[name] = [...(fields[name] ?? []), message];
        // The provider moves the Zod issue's `code` to `keyword` (params hold the rest): without it a text too long
        // read as `invalid_value` instead of `text.tooLong` {max} (issue 21).
        codes[name] = [...(codes[name] ?? []), issueMessage({ ...issue.params, code: issue.keyword, message })];
      }
      // The detail is the first message itself: the spec's messages are whole sentences meant for the user.
      const [first] = Object.keys(fields);
      const detail = (first && fields[first]?.[0]) ?? messageText('invalid_value');
      const coded = (first && codes[first]?.[0]) || { code: 'invalid_value' as const };
      const body: ErrorBody = { detail, code: 'invalid', message_code: coded.code, fields, field_codes: codes };
      if (coded.params) body.params = coded.params;
      return reply.status(400).send(body);
    }
    if (isMalformedMultipart(error, request)) {
      return reply.status(400).send(errorBody({ code: 'multipart_unreadable' }, { code: 'invalid' }));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody({ code: known.message }, { code: known.code }));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message, code: error.code ?? 'bad_request' });
    }
    const database = classifyDatabaseError(error);
    if (database) {
      // An outage is logged once per request at warn: it is not a bug, and the pool logs the lost connections.
      request.log.warn({ err: loggable(error) }, `database error answered ${DATABASE_ERROR_ANSWERS[database].status}`);
      const { status, code, message } = DATABASE_ERROR_ANSWERS[database];
      if (database === 'unavailable') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(status).send(errorBody({ code: message }, { code }));
    }
    request.log.error({ err: loggable(error) }, 'unhandled error');
    return reply.status(500).send(errorBody({ code: 'internal' }));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorBody({ code: 'not_found' })));
}
