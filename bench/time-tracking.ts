import { addDays, dayOfWeek, mondayOf, monthBounds } from '@staff/shared';
import { timeEntries, timeEntryTags, timeTags } from '../apps/server/src/modules/time-tracking/time-tracking.tables';
import { openBareDatabase, type Row } from './side-by-side/bare-db';
import {
  benchServer,
  demoUser,
  firstProjects,
  measureGet,
  printFigures,
  printLoadAverage,
  signedIn,
  statementCounter,
  timed,
} from './support';

/**
 * Time tracking's two hot reads (issue 23: under 100 ms), in process (Fastify's inject: no network, no client), with
 * alice's 20,000 entries over the last three years (weekdays, 25 or 26 a day, a tenth without a project, a third with a
 * tag): the task list's week (GET time-entry/?for_me=True&date_min&date_max&limit=1000, as the page asks) and the
 * statistics of a month (GET time-entry/statistics/). Beside each, the bare stack: the same answer from hand-written
 * SQL through the driver (the statistics' JSON built by PostgreSQL, the list's by JSON.stringify), the caller's user
 * and company read first as any server does (checked equal to the app's answer before measuring).
 *   bash scripts/with-postgres.sh npx tsx bench/time-tracking.ts [runs=200]    (PostgreSQL: TEST_DATABASE_URL)
 *   npx tsx bench/time-tracking.ts [runs]                                       (PGlite, in memory)
 * Prints the median, p95 and max of each, the process's CPU per request and, on PGlite, the statements per request.
 */
const runs = Number(process.argv[2] ?? 200);
const ENTRIES = 20_000;
const { app, db, pglite, today, analyze, close } = await benchServer('time-tracking', { postgres: true });
const call = await signedIn(app, 'alice');
const { user: alice, companyId } = await demoUser(db, 'alice');
const projectRows = await firstProjects(db, companyId, 4);

// Three years of weekdays up to yesterday, ENTRIES spread evenly: 18-minute tasks from 08:00 UTC, one after the other.
const weekdays: string[] = [];
for (let day = addDays(today, -3 * 365); day < today; day = addDays(day, 1)) {
  const dow = dayOfWeek(day);
  if (dow !== 0 && dow !== 6) weekdays.push(day);
}
const tagRows = await db
  .insert(timeTags)
  .values(
    ['bench client', 'bench réunion', 'bench support', 'bench revue', 'bench déploiement'].map((name) => ({
      company_id: companyId,
      name,
    })),
  )
  .returning({ id: timeTags.id });
const perDay = new Map<string, number>();
const values = Array.from({ length: ENTRIES }, (_, i) => {
  const day = weekdays[Math.floor((i * weekdays.length) / ENTRIES)]!;
  const k = perDay.get(day) ?? 0;
  perDay.set(day, k + 1);
  const start = new Date(Date.parse(`${day}T08:00:00Z`) + k * 18 * 60_000);
  return {
    company_id: companyId,
    owner_id: alice.id,
    description: `Tâche ${i}`,
    project_id: i % 10 === 9 ? null : projectRows[i % projectRows.length]!.id,
    start_time: start,
    end_time: new Date(start.getTime() + 15 * 60_000),
    duration: 15 * 60,
    day,
  };
});
for (let at = 0; at < ENTRIES; at += 2000) {
  const ids = await db
    .insert(timeEntries)
    .values(values.slice(at, at + 2000))
    .returning({ id: timeEntries.id });
  const tagged = ids.filter((_, i) => (at + i) % 3 === 0);
  await db
    .insert(timeEntryTags)
    .values(
      tagged.map((row, i) => ({ company_id: companyId, entry_id: row.id, tag_id: tagRows[i % tagRows.length]!.id })),
    );
}
await analyze();

const week = mondayOf(addDays(today, -7));
const month = monthBounds(addDays(monthBounds(today).first, -1));
const nextMonth = addDays(month.last, 1);
const listUrl = `/api/time-entry/?for_me=True&date_min=${week}&date_max=${addDays(week, 7)}&limit=1000`;
const statisticsUrl = `/api/time-entry/statistics/?date_min=${month.first}&date_max=${nextMonth}`;

// The bare stack on the same database: the driver, hand-written SQL, JSON.stringify.
const bare = pglite
  ? { query: async (text: string, params?: unknown[]) => (await pglite.query<Row>(text, params)).rows }
  : await openBareDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
const caller = () =>
  bare.query(
    `SELECT u.id, u.company_id, u.roles, c.use_time_tracking FROM users u JOIN companies c ON c.id = u.company_id
     WHERE u.id = $1`,
    [alice.id],
  );

async function bareList(): Promise<string> {
  const [me] = await caller();
  const rows = await bare.query(
    `SELECT e.id, e.description, e.start_time, e.end_time, e.duration, e.owner_id, e.day::text AS day,
            p.id AS project_id, p.name AS project_name, p.color, cu.name AS customer_name,
            (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY lower(t.name), t.id), '[]')
             FROM time_entry_tags et JOIN time_tags t ON t.id = et.tag_id AND t.company_id = et.company_id
             WHERE et.entry_id = e.id AND et.company_id = e.company_id) AS tags
     FROM time_entries e
     LEFT JOIN projects p ON p.id = e.project_id AND p.company_id = e.company_id
     LEFT JOIN customers cu ON cu.id = p.customer_id AND cu.company_id = p.company_id
     WHERE e.company_id = $1 AND e.owner_id = $2 AND e.day >= $3 AND e.day < $4
     ORDER BY e.start_time DESC, e.id DESC LIMIT 1000`,
    [me!.company_id, me!.id, week, addDays(week, 7)],
  );
  const results = rows.map((r) => ({
    id: r.id,
    description: r.description,
    project:
      r.project_id === null
        ? null
        : { id: r.project_id, name: r.project_name, color: r.color, customer_name: r.customer_name },
    tags: r.tags,
    start_time: new Date(r.start_time).toISOString(),
    end_time: r.end_time ? new Date(r.end_time).toISOString() : null,
    duration: r.duration,
    owner: r.owner_id,
    day: r.day,
  }));
  return JSON.stringify({ count: results.length, results });
}

/**
 * The statistics built by PostgreSQL itself, as a bare stack would: the cells of (day, project) numbered in the app's
 * order (day, then project name), the projects by time (ties: the first seen), the days in order, the top day (ties:
 * the earliest), all in one JSON value sent as it comes.
 */
async function bareStatistics(): Promise<string> {
  const [me] = await caller();
  const [row] = await bare.query(
    `WITH cells AS (
       SELECT e.day::text AS day, e.project_id, p.name, p.color, sum(e.duration)::int AS s,
              row_number() OVER (ORDER BY e.day, p.name) AS pos
       FROM time_entries e LEFT JOIN projects p ON p.id = e.project_id AND p.company_id = e.company_id
       WHERE e.company_id = $1 AND e.owner_id = $2 AND e.day >= $3 AND e.day < $4 AND e.end_time IS NOT NULL
       GROUP BY e.day, e.project_id, p.name, p.color),
     per_project AS (
       SELECT project_id, name, color, sum(s)::int AS s, min(pos) AS first FROM cells GROUP BY project_id, name, color),
     per_day AS (
       SELECT day, sum(s)::int AS s,
              json_agg(json_build_object('project_id', project_id, 'seconds', s) ORDER BY pos) AS by_project
       FROM cells GROUP BY day)
     SELECT json_build_object(
       'total', (SELECT coalesce(sum(s), 0)::int FROM cells),
       'by_project', (SELECT coalesce(json_agg(json_build_object('project_id', project_id, 'name', name,
                        'color', color, 'seconds', s) ORDER BY s DESC, first), '[]') FROM per_project),
       'by_day', (SELECT coalesce(json_agg(json_build_object('day', day, 'seconds', s, 'by_project', by_project)
                    ORDER BY day), '[]') FROM per_day),
       'top_project', (SELECT json_build_object('project_id', project_id, 'name', name, 'seconds', s)
                       FROM per_project ORDER BY s DESC, first LIMIT 1),
       'top_day', (SELECT json_build_object('day', day, 'seconds', s) FROM per_day ORDER BY s DESC, day LIMIT 1)
     )::text AS answer`,
    [me!.company_id, me!.id, month.first, nextMonth],
  );
  return row!.answer as string;
}

const statements = statementCounter(pglite);

/** The app's figures, then the bare stack's, after checking that both answer the same. */
async function sideBySide(name: string, url: string, bareAnswer: () => Promise<string>, check: (body: Row) => void) {
  const measured = await measureGet(call, url, { runs, warmups: 20, statements });
  const appBody = JSON.parse(measured.first.body);
  check(appBody);
  const same = JSON.stringify(appBody) === JSON.stringify(JSON.parse(await bareAnswer()));
  printFigures(`${name}, app`, measured, { cpu: true, statements: Boolean(pglite) });
  for (let i = 0; i < 20; i++) await bareAnswer();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) times.push((await timed(bareAnswer)).ms);
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  printFigures(
    `${name}, bare${same ? '' : ' (ANSWER DIFFERS)'}`,
    {
      times,
      statementsPerRun: 2,
      cpuPerRequest: (used.user + used.system) / 1000 / runs,
    },
    { cpu: true, statements: Boolean(pglite) },
  );
}

console.log(
  `${pglite ? 'PGlite' : 'PostgreSQL'}: ${ENTRIES} entries of alice from ${weekdays[0]} to ${weekdays.at(-1)}; ` +
    `week of ${week}, month ${month.first.slice(0, 7)}`,
);
await sideBySide('task list, a week', listUrl, bareList, (body) => {
  if (body.results?.length < 100) throw new Error(`unexpected week: ${body.results?.length}`);
});
await sideBySide('statistics, a month', statisticsUrl, bareStatistics, (body) => {
  if (!(body.total > 0) || body.by_project?.length !== projectRows.length + 1) throw new Error('unexpected statistics');
});
// The app's floor on this machine now: the lightest signed-in read (the session, the user and company, no query).
printFigures(
  'my_account, app (the floor)',
  await measureGet(call, '/api/my_account/', { runs, warmups: 20, statements }),
  {
    cpu: true,
    statements: Boolean(pglite),
  },
);
printLoadAverage();
if (!pglite && 'close' in bare) await bare.close();
await close();
