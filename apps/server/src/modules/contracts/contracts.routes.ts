import { ContractIn, ContractListQuery, ContractOut, IdParams } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { getContract, listContracts } from './contracts.queries';
import { createContract, deleteContract, updateContract } from './contracts.service';
import { contracts } from './contracts.tables';

/** Contracts are administered with contract.create and read by whoever edits employees (the employee form). */
const READ_CONTRACTS = 'contract.create|user.create';
const WRITE_CONTRACTS = 'contract.create';

type Row = { contract: typeof contracts.$inferSelect; n: number | null };
const present = ({ contract, n }: Row): ContractOut => ({
  id: contract.id,
  title: contract.title,
  max_worked_days_per_month: contract.max_worked_days_per_month,
  can_overflow_max_worked_days: contract.can_overflow_max_worked_days,
  rank: contract.rank,
  employees_count: Number(n ?? 0),
});

export async function contractRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contracts'];

  r.get(
    '/contract/',
    {
      config: { permission: READ_CONTRACTS },
      schema: {
        tags,
        summary: "The company's contracts, by rank",
        querystring: ContractListQuery,
        response: { 200: listOf(ContractOut) },
      },
    },
    async (request) => {
      const { rows, count } = await listContracts(deps.db, companyOf(request), request.query);
      return { count, results: rows.map(present) };
    },
  );

  r.get(
    '/contract/:id/',
    {
      config: { permission: READ_CONTRACTS, record: contracts },
      schema: { tags, summary: 'One contract', params: IdParams, response: { 200: ContractOut } },
    },
    async (request) => {
      const row = await getContract(deps.db, companyOf(request), request.params.id);
      if (!row) throw notFound();
      return present(row);
    },
  );

  r.post(
    '/contract/',
    {
      config: { permission: WRITE_CONTRACTS },
      schema: { tags, summary: 'Creates a contract', body: ContractIn, response: { 201: ContractOut } },
    },
    async (request, reply) => {
      const row = await createContract(deps.db, companyOf(request), request.body);
      return reply.code(201).send(present(row));
    },
  );

  r.put(
    '/contract/:id/',
    {
      config: { permission: WRITE_CONTRACTS, record: contracts },
      schema: {
        tags,
        summary: 'Changes a contract',
        params: IdParams,
        body: ContractIn,
        response: { 200: ContractOut },
      },
    },
    async (request) => present(await updateContract(deps.db, companyOf(request), request.params.id, request.body)),
  );

  r.delete(
    '/contract/:id/',
    {
      config: { permission: WRITE_CONTRACTS, record: contracts },
      schema: {
        tags,
        summary: 'Deletes a contract no employee holds (409 contract_in_use otherwise)',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteContract(deps.db, companyOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
