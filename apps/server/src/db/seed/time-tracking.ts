import { addDays, dayOfWeek } from '@staff/shared';
import { inArray } from 'drizzle-orm';
import { projects } from '../../modules/projects/projects.tables';
import { timeEntries, timeEntryTags, timeTags } from '../../modules/time-tracking/time-tracking.tables';
import { parisHour } from '../../platform/clock';
import type { Db } from '../client';
import { inCompany } from '../tenancy';

/** One task of a seeded day: from and to as Paris hours (9.5 = 09:30), a project by name, tags by name. */
type SeedTask = { from: number; to: number; description: string; project: string | null; tags: string[] };

/** Alice's ordinary day: development, the team's meeting, a review (projects she may pick; where none has these names, as at Globex, tasks without a project). */
const ALICE_DAY: SeedTask[] = [
  {
    from: 9,
    to: 11.5,
    description: 'Parcours de connexion',
    project: 'Refonte espace client',
    tags: ['Développement'],
  },
  { from: 11.75, to: 12.25, description: "Point d'équipe", project: 'Outillage interne', tags: ['Réunion'] },
  { from: 13.5, to: 17, description: 'Revue de code', project: 'Refonte espace client', tags: ['Revue'] },
];

const at = (day: string, hours: number) =>
  new Date(parisHour(day, Math.floor(hours)).getTime() + (hours % 1) * 3_600_000);

/**
 * A few tracked days before `today` (the working days of the last week, today left out: the clock may not have reached
 * its morning yet), so that a new user's task list, timesheet and statistics show something real.
 */
export async function seedTimeTracking(tx: Db, ctx: { companyId: number; today: string; ownerId: number }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(ctx.today, -7 + i)).filter((d) => dayOfWeek(d) % 6 !== 0);
  const names = [...new Set(ALICE_DAY.map((t) => t.project).filter((p): p is string => p !== null))];
  const projectRows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(inCompany(projects, ctx.companyId, [inArray(projects.name, names)]));
  const projectId = new Map(projectRows.map((p) => [p.name, p.id]));
  const tagNames = [...new Set(ALICE_DAY.flatMap((t) => t.tags))];
  const tags = await tx
    .insert(timeTags)
    .values(tagNames.map((name) => ({ company_id: ctx.companyId, name })))
    .returning();
  const tasks = days.flatMap((day) => ALICE_DAY.map((task) => ({ day, task })));
  const rows = await tx
    .insert(timeEntries)
    .values(
      tasks.map(({ day, task }) => ({
        company_id: ctx.companyId,
        owner_id: ctx.ownerId,
        description: task.description,
        project_id: task.project === null ? null : (projectId.get(task.project) ?? null),
        start_time: at(day, task.from),
        end_time: at(day, task.to),
        duration: Math.round((task.to - task.from) * 3600),
        day,
      })),
    )
    .returning({ id: timeEntries.id });
  await tx.insert(timeEntryTags).values(
    rows.flatMap((row, i) =>
      tasks[i]!.task.tags.map((name) => ({
        company_id: ctx.companyId,
        entry_id: row.id,
        tag_id: tags.find((t) => t.name === name)!.id,
      })),
    ),
  );
}
