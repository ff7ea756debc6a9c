import {
  IdParams,
  ProjectInput,
  ProjectListQuery,
  ProjectMembersInput,
  ProjectMembersOut,
  ProjectOut,
  SEES_ALL_PROJECTS,
} from '@staff/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import type { RecordLoader } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { listOf } from '../../platform/pagination';
import { projectActorOf } from './projects.policy';
import { findProject, listMembers, listProjects } from './projects.queries';
import { createProject, deleteProject, setMembers, updateProject } from './projects.service';
import { projects } from './projects.tables';

/** The project the access hook found the viewer may see, kept for the handler (one statement for GET one). */
const loaded = new WeakMap<FastifyRequest, ProjectOut>();
const loadSeenProject: RecordLoader = async (db, request, id, companyId) => {
  const row = await findProject(db, companyId, id, projectActorOf(request));
  if (row) loaded.set(request, row);
  return row !== null;
};

const MANAGE = { permission: SEES_ALL_PROJECTS, record: projects } as const;

export async function projectRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  async function present(request: FastifyRequest, id: number) {
    const actor = projectActorOf(request);
    const row = await findProject(db, actor.companyId, id, actor);
    if (!row) throw notFound();
    return row;
  }

  r.get(
    '/project/',
    {
      // Everyone picks projects (activities, time entries); the back office sees them all, the others what they may see.
      config: { authenticated: true },
      schema: {
        tags: ['projects'],
        summary: 'The projects the user may see, by name',
        description:
          'Public projects, the team projects of their services, those they own or work on; every project for the ' +
          'back office (customer.create or user.create). Filters: customer, service, visibility, actif, name (part of ' +
          'it, accents and case aside), for_orphan (true: the company projects, without customer), can_see (only ' +
          'what the user may see themselves, in the back office too), for_me (what a picker offers them: active, ' +
          'seen, and no blue project unused for more than 90 days). Ordering: name, nickname, service, customer, ' +
          'visibility, nb_user, actif, last_used_date.',
        querystring: ProjectListQuery,
        response: { 200: listOf(ProjectOut) },
      },
    },
    async (request) => {
      const actor = projectActorOf(request);
      const { rows, count } = await listProjects(db, actor.companyId, request.query, actor, todayInParis());
      return { count, results: rows };
    },
  );

  r.get(
    '/project/:id/',
    {
      config: { authenticated: true, record: projects, loadRecord: loadSeenProject },
      schema: {
        tags: ['projects'],
        summary: 'One project the user may see',
        params: IdParams,
        response: { 200: ProjectOut },
      },
    },
    async (request) => loaded.get(request) ?? present(request, request.params.id),
  );

  r.post(
    '/project/',
    {
      config: { authenticated: true },
      schema: {
        tags: ['projects'],
        summary: 'Add a project',
        description:
          'The colour is set here: #ed7f10 with a customer (a service is then mandatory), #6d071a without (a company ' +
          'project). Without the back office (an employee naming a new project in an activity, spec/1 §5), only ' +
          '`name` and `nickname` are taken: the project is theirs, private and blue (#449dd1); a customer, a service ' +
          'or another owner is refused (403).',
        body: ProjectInput,
        response: { 201: ProjectOut },
      },
    },
    async (request, reply) => {
      const id = await createProject(db, projectActorOf(request), request.body);
      return reply.status(201).send(await present(request, id));
    },
  );

  r.put(
    '/project/:id/',
    {
      config: MANAGE,
      schema: {
        tags: ['projects'],
        summary: 'Edit a project (its colour follows its customer)',
        params: IdParams,
        body: ProjectInput,
        response: { 200: ProjectOut },
      },
    },
    async (request) => {
      await updateProject(db, projectActorOf(request).companyId, request.params.id, request.body);
      return present(request, request.params.id);
    },
  );

  r.delete(
    '/project/:id/',
    {
      config: MANAGE,
      schema: {
        tags: ['projects'],
        summary: 'Delete a project nobody works on',
        description: 'A project with members is kept: 409 `in_use`, "Can not delete a project with current user".',
        params: IdParams,
      },
    },
    async (request, reply) => {
      await deleteProject(db, projectActorOf(request).companyId, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    '/project/:id/members/',
    {
      config: MANAGE,
      schema: {
        tags: ['projects'],
        summary: 'The people working on a project ("list users")',
        params: IdParams,
        response: { 200: ProjectMembersOut },
      },
    },
    async (request) => listMembers(db, projectActorOf(request).companyId, request.params.id),
  );

  r.put(
    '/project/:id/members/',
    {
      config: MANAGE,
      schema: {
        tags: ['projects'],
        summary: 'Set the people working on a project (the whole list)',
        params: IdParams,
        body: ProjectMembersInput,
        response: { 200: ProjectMembersOut },
      },
    },
    async (request) => {
      const { companyId } = projectActorOf(request);
      await setMembers(db, companyId, request.params.id, request.body);
      return listMembers(db, companyId, request.params.id);
    },
  );
}
