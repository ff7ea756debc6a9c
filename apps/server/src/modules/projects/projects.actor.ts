import { hasPermission, SEES_ALL_PROJECTS } from '@staff/shared';
import type { FastifyRequest } from 'fastify';
import { requireCompany } from '../../platform/access';
import type { ProjectActor } from './projects.service';

/** The caller as the project rules read them: the back office of customers and projects sees every project. */
export function projectActorOf(request: FastifyRequest): ProjectActor {
  const auth = requireCompany(request);
  return {
    companyId: auth.companyId,
    userId: auth.user.id,
    seesAll: hasPermission(auth.permissions, SEES_ALL_PROJECTS),
  };
}
