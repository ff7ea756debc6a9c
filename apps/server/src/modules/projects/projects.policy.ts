import {
  addDays,
  hasPermission,
  OPEN_ACTIVITY_IDLE_DAYS,
  PROJECT_COLORS,
  type ProjectViewer,
  SEES_ALL_PROJECTS,
} from '@staff/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireCompany } from '../../platform/access';
import { serviceMembers } from '../services/services.tables';
import type { ProjectActor } from './projects.service';
import { projectMembers, type projects } from './projects.tables';

/**
 * The shared rules `canSeeProject` and `offeredInPicker` (packages/shared/src/projects/rules.ts) as SQL conditions on
 * `projects`, for the lists; projects.policy.test.ts checks that both give the same answer on a table of cases.
 */

/** The viewer as SQL needs them: their service memberships are read by the query itself. */
export type SqlProjectViewer = Pick<ProjectViewer, 'userId' | 'seesAll'>;

/**
 * Columns of the outer `projects`, always qualified: Drizzle leaves them bare in a single-table statement (the count),
 * where a bare name inside a subquery would read the subquery's own table.
 */
const outer = (column: keyof typeof projects.$inferSelect) => sql.raw(`"projects"."${column}"`);

/** can_see: public, or owned, or worked on, or team and in one of the viewer's services. Undefined: no condition. */
export function seenBy(viewer: SqlProjectViewer): SQL | undefined {
  if (viewer.seesAll) return undefined;
  const me = viewer.userId;
  return sql`(${outer('visibility')} = 'public'
    OR ${outer('owner_id')} = ${me}
    OR EXISTS (SELECT 1 FROM ${projectMembers} pm WHERE pm.project_id = ${outer('id')} AND pm.user_id = ${me})
    OR (${outer('visibility')} = 'team' AND ${outer('service_id')} IN
      (SELECT sm.service_id FROM ${serviceMembers} sm WHERE sm.user_id = ${me})))`;
}

/** The day a project was created, in Paris: its "last use" until it is used. */
export const createdOn = sql<string>`to_char(${outer('created_at')} AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD')`;

/** Not a blue project unused for more than 90 days (from its last use, else its creation). */
export function notIdleOpenActivity(today: string): SQL {
  const cutoff = addDays(today, -OPEN_ACTIVITY_IDLE_DAYS);
  return sql`NOT (${outer('color')} = ${PROJECT_COLORS.openActivity}
    AND coalesce(${outer('last_used_date')}::text, ${createdOn}) < ${cutoff})`;
}

/**
 * `for_me`: what a picker offers the user (the shared `offeredInPicker`): seen by them as themselves (not as the back
 * office), active, and not a blue project idle for more than 90 days. Other modules pick projects with this.
 */
export function pickableBy(userId: number, today: string): SQL {
  const seen = seenBy({ userId, seesAll: false }) as SQL;
  return sql`(${seen} AND ${outer('actif')} AND ${notIdleOpenActivity(today)})`;
}

/** The caller as the project rules read them: the back office of customers and projects sees every project. */
export function projectActorOf(request: FastifyRequest): ProjectActor {
  const auth = requireCompany(request);
  return {
    companyId: auth.companyId,
    userId: auth.user.id,
    seesAll: hasPermission(auth.permissions, SEES_ALL_PROJECTS),
  };
}
