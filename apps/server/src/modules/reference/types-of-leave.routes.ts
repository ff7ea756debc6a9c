import {
  type DEDUCTING_MODES,
  IdParams,
  type TypeOfLeave,
  TypeOfLeaveListQuery,
  TypeOfLeaveOut,
  typeOfLeaveInputSchema,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import {
  deleteTypeOfLeave,
  findTypeOfLeave,
  insertTypeOfLeave,
  listTypesOfLeave,
  updateTypeOfLeave,
} from './reference.queries';
import { typesOfLeave } from './reference.tables';

export const presentTypeOfLeave = ({
  annual_quota_hundredths,
  company_id: _company,
  ...t
}: typeof typesOfLeave.$inferSelect): TypeOfLeave => ({
  ...t,
  value: t.name,
  deducting_mode: t.deducting_mode as (typeof DEDUCTING_MODES)[number],
  annual_quota: annual_quota_hundredths / 100,
});

// Types of leave exist for leaves only: off with the module. Every employee reads them (the leave form's picker);
// the back office's settings write them (spec/3 §6: common.create).
const READ = { authenticated: true, feature: 'use_leaves' } as const;
const WRITE = { permission: 'common.create', feature: 'use_leaves' } as const;
const ONE = { ...WRITE, record: typesOfLeave } as const;

export async function typeOfLeaveRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/typeOfLeave/',
    {
      config: READ,
      schema: {
        tags: ['reference'],
        summary: "The company's types of leave, by rank (pickers ask for active=true)",
        querystring: TypeOfLeaveListQuery,
        response: { 200: listOf(TypeOfLeaveOut) },
      },
    },
    async (request) => {
      const { rows, count } = await listTypesOfLeave(db, companyOf(request), request.query);
      return { count, results: rows.map(presentTypeOfLeave) };
    },
  );

  r.get(
    '/typeOfLeave/:id/',
    {
      config: { ...READ, record: typesOfLeave },
      schema: {
        tags: ['reference'],
        summary: 'One type of leave',
        params: IdParams,
        response: { 200: TypeOfLeaveOut },
      },
    },
    async (request) => {
      const row = await findTypeOfLeave(db, companyOf(request), request.params.id);
      if (!row) throw notFound();
      return presentTypeOfLeave(row);
    },
  );

  r.post(
    '/typeOfLeave/',
    {
      config: WRITE,
      schema: {
        tags: ['reference'],
        summary: 'Create a type of leave',
        body: typeOfLeaveInputSchema,
        response: { 201: TypeOfLeaveOut },
      },
    },
    async (request, reply) => {
      const row = await insertTypeOfLeave(db, companyOf(request), request.body);
      return reply.status(201).send(presentTypeOfLeave(row));
    },
  );

  r.put(
    '/typeOfLeave/:id/',
    {
      config: ONE,
      schema: {
        tags: ['reference'],
        summary: 'Edit a type of leave (deactivated, the leaves using it keep it; pickers stop offering it)',
        params: IdParams,
        body: typeOfLeaveInputSchema,
        response: { 200: TypeOfLeaveOut },
      },
    },
    async (request) => {
      const row = await updateTypeOfLeave(db, companyOf(request), request.params.id, request.body);
      // Deleted since the access check read it.
      if (!row) throw notFound();
      return presentTypeOfLeave(row);
    },
  );

  r.delete(
    '/typeOfLeave/:id/',
    {
      config: ONE,
      schema: {
        tags: ['reference'],
        summary: 'Delete a type of leave no leave uses (409 otherwise: deactivate it)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteTypeOfLeave(db, companyOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
