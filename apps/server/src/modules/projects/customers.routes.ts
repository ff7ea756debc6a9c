import { CustomerInput, CustomerListQuery, CustomerOut, IdParams, SEES_ALL_PROJECTS } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { findCustomer, listCustomers } from './customers.queries';
import { projectActorOf } from './projects.policy';
import { createCustomer, deleteCustomer, updateCustomer } from './projects.service';
import { customers } from './projects.tables';

/** Writing customers: the back office of customers and projects (spec/3 §6: manager, hr, administrator). */
const MANAGE = { permission: SEES_ALL_PROJECTS } as const;
const ONE_CUSTOMER = { ...MANAGE, record: customers } as const;

export async function customerRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function present(companyId: number, id: number) {
    const row = await findCustomer(db, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  r.get(
    '/customer/',
    {
      // Every employee reads them: the expense and activity forms pick a customer.
      config: { authenticated: true },
      schema: {
        tags: ['customers'],
        summary: "The company's customers with their project counts, by name",
        description:
          '`actif` (or `enable`) keeps the active or the inactive ones; `name` and `search` match part of the name, ' +
          'accents and case aside; `for_me=true` keeps the customers of a project the user may pick. Ordering: ' +
          'name, nickname, address, city, zip_code, country, nb_project, actif.',
        querystring: CustomerListQuery,
        response: { 200: listOf(CustomerOut) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { rows, count } = await listCustomers(db, actor.companyId, request.query, actor);
      return { count, results: rows };
    },
  );

  r.get(
    '/customer/:id/',
    {
      config: { authenticated: true, record: customers },
      schema: { tags: ['customers'], summary: 'One customer', params: IdParams, response: { 200: CustomerOut } },
    },
    async (request) => present(projectActorOf(request).companyId, request.params.id),
  );

  r.post(
    '/customer/',
    {
      config: MANAGE,
      schema: { tags: ['customers'], summary: 'Add a customer', body: CustomerInput, response: { 201: CustomerOut } },
    },
    async (request, reply) => {
      const { companyId } = projectActorOf(request);
      const id = await createCustomer(db, companyId, request.body);
      return reply.status(201).send(await present(companyId, id));
    },
  );

  r.put(
    '/customer/:id/',
    {
      config: ONE_CUSTOMER,
      schema: {
        tags: ['customers'],
        summary: 'Edit a customer',
        params: IdParams,
        body: CustomerInput,
        response: { 200: CustomerOut },
      },
    },
    async (request) => {
      const { companyId } = projectActorOf(request);
      await updateCustomer(db, companyId, request.params.id, request.body);
      return present(companyId, request.params.id);
    },
  );

  r.delete(
    '/customer/:id/',
    {
      config: ONE_CUSTOMER,
      schema: {
        tags: ['customers'],
        summary: 'Delete a customer without projects',
        description:
          'A customer with projects is kept: 409 `in_use`, "Can not delete a customer with current project".',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteCustomer(db, projectActorOf(request).companyId, request.params.id);
      return reply.status(204).send();
    },
  );
}
