import { IdParams } from '@staff/shared';
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { RouteAccess } from './access';

/** The check, before the body is validated, that answers 404 to whoever may not see the record (`seesLeave(db)`). */
type Sees = (request: FastifyRequest) => Promise<void>;

/**
 * The declaration of a module's routes on one record `:id`, written once per kind of record: the access (with the
 * record's table, so that another company's id answers 404 before the handler), the 404 before the body is read to
 * whoever may not see the record (`sees`), the module's tags and the id in the path. Each route adds the rest:
 *   const oneLeave = oneRecordRoutes(ONE_LEAVE, ['leaves'], seesLeave(db));
 *   r.put('/leave/:id/', oneLeave({ summary: 'Edit a leave', body: leaveInputSchema, response: { 200: LeaveOut } }), …);
 */
export function oneRecordRoutes(config: RouteAccess, tags: string[], sees?: Sees) {
  return <S extends FastifySchema>(schema: S) => ({
    config,
    ...(sees ? { preValidation: sees } : {}),
    // A route under the record (`:id/attachment/:attachmentId/`) gives its own params.
    schema: { tags, params: IdParams, ...schema } as Omit<{ tags: string[]; params: typeof IdParams }, keyof S> & S,
  });
}
