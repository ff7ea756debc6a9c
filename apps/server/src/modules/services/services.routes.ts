import {
  ServiceDetailOut,
  ServiceIn,
  ServiceListQuery,
  ServiceMemberIn,
  ServiceMemberParams,
  ServiceOut,
} from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { companyOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { oneRecordRoutes } from '../../platform/one-record-routes';
import { listOf } from '../../platform/pagination';
import { getService, listServices } from './services.queries';
import { addMember, createService, deleteService, removeMember, updateService } from './services.service';
import { services } from './services.tables';

/** The list is read by the back office (filters, delegation) and by assistants (travel requests). */
const READ_LIST = 'backoffice.use|mission_orders.view';
/** One service with its members, and every change: the services administration (spec/3 §6, user.create). */
const ADMINISTER = 'user.create';
/** A route on one service: another company's answers 404 before the handler. */
const ONE_SERVICE = { permission: ADMINISTER, record: services } as const;

export async function serviceRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const tags = ['services'];
  const oneService = oneRecordRoutes(ONE_SERVICE, tags);

  const detail = async (companyId: number, id: number): Promise<ServiceDetailOut> => {
    const service = await getService(db, companyId, id);
    if (!service) throw notFound();
    return {
      id: service.id,
      name: service.name,
      manager: service.manager_id,
      assistant: service.assistant_id,
      share_members_visibility: service.share_members_visibility,
      share_leaves_visibility: service.share_leaves_visibility,
      members: service.members,
    };
  };

  r.get(
    '/service/',
    {
      config: { permission: READ_LIST },
      schema: {
        tags,
        summary: "The company's services, by name unless `ordering` says (name, manager, assistant, members_count)",
        querystring: ServiceListQuery,
        response: { 200: listOf(ServiceOut) },
      },
    },
    async (request) => {
      const { rows, count } = await listServices(db, companyOf(request), request.query);
      return {
        count,
        results: rows.map(({ service, manager_name, assistant_name, n }) => ({
          id: service.id,
          name: service.name,
          manager: service.manager_id,
          assistant: service.assistant_id,
          manager_name,
          assistant_name,
          share_members_visibility: service.share_members_visibility,
          share_leaves_visibility: service.share_leaves_visibility,
          members_count: Number(n ?? 0),
        })),
      };
    },
  );

  r.get(
    '/service/:id/',
    oneService({ summary: 'One service with its members', response: { 200: ServiceDetailOut } }),
    async (request) => detail(companyOf(request), request.params.id),
  );

  r.post(
    '/service/',
    {
      config: { permission: ADMINISTER },
      schema: {
        tags,
        summary: 'Creates a service with its manager, assistant and members',
        body: ServiceIn,
        response: { 201: ServiceDetailOut },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const id = await createService(db, companyId, request.body);
      return reply.code(201).send(await detail(companyId, id));
    },
  );

  r.put(
    '/service/:id/',
    oneService({
      summary: 'Changes a service; `members` is the whole new list',
      body: ServiceIn,
      response: { 200: ServiceDetailOut },
    }),
    async (request) => {
      const companyId = companyOf(request);
      await updateService(db, companyId, request.params.id, request.body);
      return detail(companyId, request.params.id);
    },
  );

  r.delete(
    '/service/:id/',
    oneService({
      summary:
        'Deletes a service no project names (409 service_in_use otherwise): its members leave it, their leaves ' +
        'stay; its documents are deleted',
    }),
    async (request, reply) => {
      const removeBytes = await deleteService(db, deps.files, companyOf(request), request.params.id);
      await removeBytes();
      return reply.code(204).send();
    },
  );

  r.get(
    '/service/:id/member/',
    oneService({ summary: "A service's members", response: { 200: ServiceDetailOut.shape.members } }),
    async (request) => (await detail(companyOf(request), request.params.id)).members,
  );

  r.post(
    '/service/:id/member/',
    oneService({ summary: 'One person joins the service', body: ServiceMemberIn, response: { 200: ServiceDetailOut } }),
    async (request) => {
      const companyId = companyOf(request);
      await addMember(db, companyId, request.params.id, request.body.user);
      return detail(companyId, request.params.id);
    },
  );

  r.delete(
    '/service/:id/member/:userId/',
    {
      config: ONE_SERVICE,
      schema: { tags, summary: 'One person leaves the service', params: ServiceMemberParams },
    },
    async (request, reply) => {
      await removeMember(db, companyOf(request), request.params.id, request.params.userId);
      return reply.code(204).send();
    },
  );
}
