import { openActivityProject } from '@staff/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import type { CompanyAuth } from '../../platform/access';
import { fieldError } from '../../platform/errors';
import { foldedColumn, foldText } from '../../platform/text-sort';
import { pickableBy } from '../projects';
import { customers, projects } from '../projects/projects.tables';

/**
 * The projects an activity may name: those the picker offers the user (GET project/?for_me=true: active, seen by them,
 * not a blue project idle for 90 days), whatever back office they hold (spec/1 §5). The shared rule is
 * `offeredInPicker`; projects.policy.ts writes it as SQL, used here as is.
 */
export const offered = (auth: CompanyAuth, today: string) =>
  inCompany(projects, auth.companyId, [pickableBy(auth.user.id, today)]);

/** Which of `ids` the user may pick now (one statement). */
export async function offeredProjectIds(
  tx: Db,
  auth: CompanyAuth,
  ids: readonly number[],
  today: string,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), offered(auth, today)));
  return new Set(rows.map((r) => r.id));
}

export type ProjectChoice = { project?: number | null; project_name?: string | null };

/** What an activity's answer shows of its project (`ActivityOut.project_object`). */
export type ChosenProject = {
  id: number;
  name: string;
  nickname: string | null;
  color: string;
  chargeable: boolean;
  customer_name: string | null;
  customer_nickname: string | null;
  customer_id: number | null;
};

/** The project's customer's name, as a column of a statement on `projects`. */
export const customerName = sql<
  string | null
>`(SELECT c.name FROM ${customers} c WHERE c.id = ${projects.customer_id})`;
const customerNickname = sql<
  string | null
>`(SELECT c.nickname FROM ${customers} c WHERE c.id = ${projects.customer_id})`;
const chosenColumns = {
  id: projects.id,
  name: projects.name,
  nickname: projects.nickname,
  color: projects.color,
  chargeable: projects.chargeable,
  customer_name: customerName,
  customer_nickname: customerNickname,
  customer_id: projects.customer_id,
};

/** Marks one project used today where `where` holds, and answers it (one statement: the check, the mark, the names). */
async function markUsed(tx: Db, where: SQL | undefined, today: string): Promise<ChosenProject | undefined> {
  const [row] = await tx.update(projects).set({ last_used_date: today }).where(where).returning(chosenColumns);
  return row;
}

/**
 * The project an activity is saved on, marked used today (blue projects leave the picker after 90 idle days):
 * `project` when the picker offers it (or when it is the activity's own already: an edit keeps a project that went
 * idle or was closed since); otherwise `project_name`, reusing a project the user may pick by that exact name (accents
 * and case aside), else creating their private blue project of that name (spec/1 §5), in the caller's transaction.
 */
export async function resolveProject(
  tx: Db,
  auth: CompanyAuth,
  choice: ProjectChoice,
  today: string,
  current?: number,
): Promise<ChosenProject> {
  if (choice.project) {
    const own = choice.project === current;
    const where = own
      ? inCompany(projects, auth.companyId, [eq(projects.id, choice.project)])
      : and(eq(projects.id, choice.project), offered(auth, today));
    const chosen = await markUsed(tx, where, today);
    if (!chosen) throw fieldError('project', 'activity.projectUnknown');
    return chosen;
  }
  const name = choice.project_name?.trim();
  if (!name) throw fieldError('project', 'activity.projectRequired');
  const [same] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(offered(auth, today), sql`${foldedColumn(projects.name)} = ${foldText(name)}`))
    .orderBy(asc(projects.id))
    .limit(1);
  if (same) return (await markUsed(tx, eq(projects.id, same.id), today))!;
  const [created] = await tx
    .insert(projects)
    .values({ ...openActivityProject(name, auth.user.id), company_id: auth.companyId, last_used_date: today })
    .returning(chosenColumns);
  return created!;
}

/** Saving an activity marks its projects used today (blue projects leave the picker after 90 idle days). */
export async function markProjectsUsed(tx: Db, companyId: number, ids: Iterable<number>, today: string) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await tx
    .update(projects)
    .set({ last_used_date: today })
    .where(inCompany(projects, companyId, [inArray(projects.id, unique)]));
}
