import {
  IdParams,
  ReferenceListQuery,
  type TypeOfExpense,
  TypeOfExpenseListQuery,
  TypeOfExpenseOut,
  type TypeOfOvertime,
  TypeOfOvertimeOut,
  type TypeOfVehicle,
  TypeOfVehicleOut,
  typeOfExpenseInputSchema,
  typeOfOvertimeInputSchema,
  typeOfVehicleInputSchema,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { typesOfExpense, typesOfOvertime, typesOfVehicle } from './reference.tables';
import * as q from './reference-types.queries';

const presentOvertime = (t: typeof typesOfOvertime.$inferSelect): TypeOfOvertime => ({
  id: t.id,
  name: t.name,
  short_name: t.short_name,
  rate: t.rate,
  rank: t.rank,
});

const presentVehicle = (t: typeof typesOfVehicle.$inferSelect): TypeOfVehicle => ({
  id: t.id,
  name: t.name,
  short_name: t.short_name,
  rate: t.rate_millis / 1000,
  rank: t.rank,
});

const presentExpense = ({ company_id: _company, ...t }: typeof typesOfExpense.$inferSelect): TypeOfExpense => t;

/** What a write answers when the row was deleted between the access check and the statement. */
export function found<T>(row: T | undefined): T {
  if (!row) throw notFound();
  return row;
}

/*
 * The reference types of the activity and expense forms (spec/1 §7 "Reference lists", spec/3 §7): every signed-in
 * employee reads them; the back office's settings write them (spec/3 §6: common.create). Their modules do not exist
 * yet, so no company flag gates them; the future forms' routes carry their own.
 */
export const READ = { authenticated: true } as const;
export const WRITE = { permission: 'common.create' } as const;

export async function referenceTypeRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['reference'];

  // ——— typeOfOvertime/ ———
  r.get(
    '/typeOfOvertime/',
    {
      config: READ,
      schema: {
        tags,
        summary: "The company's overtime types, by rank",
        querystring: ReferenceListQuery,
        response: { 200: listOf(TypeOfOvertimeOut) },
      },
    },
    async (request) => {
      const { rows, count } = await q.listTypesOfOvertime(db, companyOf(request), request.query);
      return { count, results: rows.map(presentOvertime) };
    },
  );
  r.post(
    '/typeOfOvertime/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create an overtime type',
        body: typeOfOvertimeInputSchema,
        response: { 201: TypeOfOvertimeOut },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentOvertime(await q.insertTypeOfOvertime(db, companyOf(request), request.body))),
  );
  r.put(
    '/typeOfOvertime/:id/',
    {
      config: { ...WRITE, record: typesOfOvertime },
      schema: {
        tags,
        summary: 'Edit an overtime type',
        params: IdParams,
        body: typeOfOvertimeInputSchema,
        response: { 200: TypeOfOvertimeOut },
      },
    },
    async (request) =>
      presentOvertime(found(await q.updateTypeOfOvertime(db, companyOf(request), request.params.id, request.body))),
  );
  r.delete(
    '/typeOfOvertime/:id/',
    {
      config: { ...WRITE, record: typesOfOvertime },
      schema: { tags, summary: 'Delete an overtime type', params: IdParams },
    },
    async (request, reply) => {
      await q.deleteTypeOfOvertime(db, companyOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ——— typeOfVehicle/ ———
  r.get(
    '/typeOfVehicle/',
    {
      config: READ,
      schema: {
        tags,
        summary: "The company's vehicle types (price per km, three decimals), by rank",
        querystring: ReferenceListQuery,
        response: { 200: listOf(TypeOfVehicleOut) },
      },
    },
    async (request) => {
      const { rows, count } = await q.listTypesOfVehicle(db, companyOf(request), request.query);
      return { count, results: rows.map(presentVehicle) };
    },
  );
  r.post(
    '/typeOfVehicle/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create a vehicle type',
        body: typeOfVehicleInputSchema,
        response: { 201: TypeOfVehicleOut },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentVehicle(await q.insertTypeOfVehicle(db, companyOf(request), request.body))),
  );
  r.put(
    '/typeOfVehicle/:id/',
    {
      config: { ...WRITE, record: typesOfVehicle },
      schema: {
        tags,
        summary: 'Edit a vehicle type',
        params: IdParams,
        body: typeOfVehicleInputSchema,
        response: { 200: TypeOfVehicleOut },
      },
    },
    async (request) =>
      presentVehicle(found(await q.updateTypeOfVehicle(db, companyOf(request), request.params.id, request.body))),
  );
  r.delete(
    '/typeOfVehicle/:id/',
    {
      config: { ...WRITE, record: typesOfVehicle },
      schema: { tags, summary: 'Delete a vehicle type', params: IdParams },
    },
    async (request, reply) => {
      await q.deleteTypeOfVehicle(db, companyOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ——— typeOfExpense/ ———
  r.get(
    '/typeOfExpense/',
    {
      config: READ,
      schema: {
        tags,
        summary: "The company's types of expense, by rank, with the filters of spec/3 §7",
        querystring: TypeOfExpenseListQuery,
        response: { 200: listOf(TypeOfExpenseOut) },
      },
    },
    async (request) => {
      const { rows, count } = await q.listTypesOfExpense(db, companyOf(request), request.query);
      return { count, results: rows.map(presentExpense) };
    },
  );
  r.post(
    '/typeOfExpense/',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Create a type of expense',
        body: typeOfExpenseInputSchema,
        response: { 201: TypeOfExpenseOut },
      },
    },
    async (request, reply) =>
      reply.status(201).send(presentExpense(await q.insertTypeOfExpense(db, companyOf(request), request.body))),
  );
  r.put(
    '/typeOfExpense/:id/',
    {
      config: { ...WRITE, record: typesOfExpense },
      schema: {
        tags,
        summary: 'Edit a type of expense',
        params: IdParams,
        body: typeOfExpenseInputSchema,
        response: { 200: TypeOfExpenseOut },
      },
    },
    async (request) =>
      presentExpense(found(await q.updateTypeOfExpense(db, companyOf(request), request.params.id, request.body))),
  );
  r.delete(
    '/typeOfExpense/:id/',
    {
      config: { ...WRITE, record: typesOfExpense },
      schema: { tags, summary: 'Delete a type of expense', params: IdParams },
    },
    async (request, reply) => {
      await q.deleteTypeOfExpense(db, companyOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
