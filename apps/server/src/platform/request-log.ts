import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request that takes longer than this is logged at warn, whatever its answer. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's request log lines, made readable. By default Fastify writes an "incoming request" and a "request
 * completed" line at info for every API call and every static file: ~69,000 lines out of 15 minutes of clicking.
 * Here, at the default level (info), a request writes one line only when it matters: an answer >= 500 at error (503,
 * the database outage answer, at warn), a slow one at warn, a throttled one (429) at info. Everything else
 * (successes, other 4xx answers, which are clients' mistakes or routine 401s and 404s, the incoming side, unmatched
 * routes) is still written at debug (LOG_LEVEL=debug).
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    // `req` as well: at error and warn the line stands alone, without its "incoming request" line.
    const line = { req: request, res: reply, responseTime };
    // `error` is the response stream's own failure (the answer could not be sent), not a handled error.
    const status = reply.statusCode;
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    // 503 is the answer during a database outage: expected, not a bug, and warned about by the error handler too.
    else if (status === 503) reply.log.warn(line, 'request failed');
    else if (status >= 500) reply.log.error(line, 'request failed');
    else if (responseTime > SLOW_REQUEST_MS) reply.log.warn(line, 'slow request');
    // Throttled: someone guessing passwords, or a client in a loop. Rare, and worth seeing.
    else if (status === 429) reply.log.info(line, 'request throttled');
    else reply.log.debug(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}
