import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companies } from '../../src/modules/companies/companies.tables';
import { documents } from '../../src/modules/documents/documents.tables';
import { leaveAttachments, leaves } from '../../src/modules/leaves/leaves.tables';
import { missionOrders } from '../../src/modules/mission-orders/mission-orders.tables';
import { customers, projects } from '../../src/modules/projects/projects.tables';
import { typesOfLeave } from '../../src/modules/reference/reference.tables';
import { services } from '../../src/modules/services/services.tables';
import { users } from '../../src/modules/users/users.tables';
import { wellnessQuestions } from '../../src/modules/wellness/wellness.surveys.tables';
import type { TestContext } from '../app';
import type { FuzzRoute, OpenApiDocument } from './openapi';
import { enumsByName } from './openapi';
import type { Knowledge } from './values';

type WithId = PgTable & { id: PgColumn };

/** Ids of the table, those of the roles' company (Acme) first: most cases should find their record. */
async function idsOf(ctx: TestContext, table: WithId): Promise<number[]> {
  const companyId = (table as unknown as { company_id?: PgColumn }).company_id;
  const rows = await ctx.db.select({ id: table.id, company: companyId ?? table.id }).from(table as PgTable);
  const acme = await acmeId(ctx);
  const own = rows.filter((r) => !companyId || Number(r.company) === acme).map((r) => Number(r.id));
  const foreign = rows.filter((r) => companyId && Number(r.company) !== acme).map((r) => Number(r.id));
  // Three of four picks in Acme, one elsewhere (another company's record must answer 404, never 500).
  return [...own.slice(0, 150), ...own.slice(0, 150), ...own.slice(0, 150), ...foreign.slice(0, 50)];
}

let acmeCache: number | undefined;
async function acmeId(ctx: TestContext): Promise<number> {
  if (acmeCache === undefined) {
    const [row] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Acme Conseil'));
    acmeCache = row!.id;
  }
  return acmeCache;
}

/** Real ids of both demo companies by the field names that carry them, so that many cases get past the 404s. */
export async function gatherKnowledge(ctx: TestContext, doc: OpenApiDocument): Promise<Knowledge> {
  const [
    userIds,
    serviceIds,
    typeIds,
    leaveIds,
    companyIds,
    attachmentIds,
    documentIds,
    projectIds,
    customerIds,
    orderIds,
    questionIds,
  ] = await Promise.all([
    idsOf(ctx, users),
    idsOf(ctx, services),
    idsOf(ctx, typesOfLeave),
    idsOf(ctx, leaves),
    idsOf(ctx, companies),
    idsOf(ctx, leaveAttachments),
    idsOf(ctx, documents),
    idsOf(ctx, projects),
    idsOf(ctx, customers),
    idsOf(ctx, missionOrders),
    idsOf(ctx, wellnessQuestions),
  ]);
  return {
    ids: {
      owner: userIds,
      employees: userIds,
      managed_by: userIds,
      manager_id: userIds,
      user: userIds,
      service: serviceIds,
      type_of_leave: typeIds,
      companyId: companyIds,
      attachmentId: attachmentIds,
      leave: leaveIds,
      document: documentIds,
      // A task's project (time tracking): real ones, so that cases get past `time.unknown_project`.
      project: projectIds,
      // A mission order's customer and the manager a travel request goes to: real ones, past their 400s.
      customer: customerIds,
      current_manager: userIds,
      employee: userIds,
      // A survey's questions (wellness answers): real ones, past `wellness.answer_unknown_question`.
      question: questionIds,
      version: [1, 2, 3],
      id: [...userIds, ...leaveIds, ...orderIds],
    },
    enums: enumsByName(doc),
    hostnames: (await ctx.db.select({ h: companies.hostname }).from(companies)).map((r) => String(r.h)),
    selfFields: new Set(['owner', 'employees', 'managed_by', 'manager_id', 'user']),
    spareUsernames: ['bob', 'claire', 'globex-user'],
  };
}

/** The ids that a route's `:id` names: its record table's, or the companies' for the superuser's routes. */
export async function knowledgeFor(ctx: TestContext, route: FuzzRoute, known: Knowledge): Promise<Knowledge> {
  const table = route.declared.access.record as WithId | undefined;
  let ids: number[] | undefined;
  if (table) ids = await idsOf(ctx, table);
  else if (route.url.startsWith('/api/company/')) ids = known.ids.companyId;
  // On one's own account, `id` is the caller's (the password change checks it).
  if (/\/my[-_]account\//.test(route.url)) {
    return { ...known, selfFields: new Set([...known.selfFields, 'id']), ids: { ...known.ids, id: known.ids.owner! } };
  }
  return ids?.length ? { ...known, ids: { ...known.ids, id: ids } } : known;
}
