import {
  type CodedMessage,
  type DocumentRole,
  documentRole,
  hasPermission,
  type Permission,
  type StatusMachine,
} from '@staff/shared';
import { count, eq, gte, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { inCompany } from '../db/tenancy';
import { type CompanyAuth, pathId, type RecordLoader, requireCompany } from './access';
import { todayInParis } from './clock';
import { conflict, forbidden, notFound } from './errors';
import { users } from './identity/identity.tables';
import { decidesFor, inScope, type ValidatorPermission, type ValidatorScope, validatorScope } from './validators';

/**
 * Who may do what with one monthly document owned by an employee and decided by validators (a leave, an activity
 * report, an expense claim; next, a mission order), written once for every route of every such module:
 *
 * - **404** when the actor may not see the document: another company's, or neither their own (with the module's
 *   create permission, when it has one) nor of someone they decide on (the module's validate permission:
 *   company-wide for hr, administrator, accounting; the members of the services they manage for a manager). A
 *   colleague cannot learn by a 403 that a document exists.
 * - **403** when they see it but their part never allows the act: a validator editing someone's lines, an owner
 *   accepting his own document (the shared machine's `allowed` column).
 * - **409** when their part allows it but the status does not, now (the `from` column; the module's codes).
 *
 * A module gives its table, its machine, its permissions, its rights and its error codes; the rest is here.
 */

/** The actor as the decisions need them; `scope` (whose documents they decide on) is read once per request. */
export type DocumentActor = {
  userId: number;
  companyId: number;
  scope: ValidatorScope;
  /** Whether they keep documents of their own (the module's create permission); read only when the module has one. */
  declares?: boolean;
  /** Today in Europe/Paris (YYYY-MM-DD), for the rules that read it (a leave's cancel). */
  today?: string;
};
/** The actor of a route: the decisions' actor and the caller's session. */
export type RouteActor<Actor extends DocumentActor> = Actor & { auth: CompanyAuth };

export type DocumentVerdict = 'allow' | 'not_found' | 'forbidden' | 'conflict';
/** What the rights and the transitions read of a document. */
export type PolicyDocument<S extends string> = { owner_id: number; status: S };
export type RightVerdict = Exclude<DocumentVerdict, 'not_found'>;
/** A right's rule once the actor sees the document. */
export type RightRule<S extends string> = (role: DocumentRole, document: PolicyDocument<S>) => RightVerdict;

/** The table of a document: an id, its company, its owner and its status. */
type DocumentTable = PgTable & { id: PgColumn; company_id: PgColumn; owner_id: PgColumn; status: PgColumn };

/**
 * What a request carries between its steps: the actor of each kind of document (their validator scope read once) and
 * the record the access hook read, handed to the policy and the handler so that neither reads it again.
 */
export type DocumentContext = {
  actors: Map<string, Promise<RouteActor<DocumentActor>>>;
  record: { kind: string; row: unknown } | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    documentContext: DocumentContext | null;
  }
}

/** Declares `request.documentContext` once for the app (filled lazily by the policies). */
export const documentContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('documentContext', null);
});

const contextOf = (request: FastifyRequest): DocumentContext => {
  request.documentContext ??= { actors: new Map(), record: null };
  return request.documentContext;
};

export type DocumentPolicyOptions<
  S extends string,
  A extends string,
  C,
  Right extends string,
  Loaded,
  Subject extends PolicyDocument<S>,
> = {
  /** The document's name in the request context (one kind per policy). */
  kind: string;
  table: DocumentTable;
  machine: StatusMachine<S, A, C>;
  /** Who keeps documents of their own; without one, an owner is always an owner (leaves). */
  ownerPermission?: Permission;
  validatorPermission: ValidatorPermission;
  /** The first day of the document's month, for the lists' year filter (reports, claims). */
  monthColumn?: PgColumn;
  rights: Record<Right, RightRule<S>>;
  /** The 409 of a right a status refuses. */
  conflictOf: (right: Right, document: PolicyDocument<S>) => CodedMessage;
  /** The 409 of a transition the machine allows the actor but not from the current status. */
  statusForbidden: (document: PolicyDocument<S>, target: S) => CodedMessage;
  /** What the machine's rules read beyond the role (a leave's first day and today), of the document as `Subject`. */
  transitionContext: (actor: DocumentActor, document: Subject) => C;
  /**
   * A document decided by the one person it names (a mission order's current manager) rather than by its owner's
   * validators: `column` holds them, `of` reads them off the document. The actor then decides on the documents naming
   * them as long as they hold the validator permission; no validator scope is read.
   */
  namedValidator?: { column: PgColumn; of: (document: PolicyDocument<S>) => number };
  /**
   * The statuses in which the owner does not see their document at all (a mission order's draft: the manager's work
   * in progress): not listed, 404 on every route, as if it did not exist yet.
   */
  unseenByOwner?: readonly S[];
  /** The access hook's read of a route's record (one statement), and the document in it. */
  loadOne?: (db: Db, companyId: number, id: number) => Promise<Loaded | undefined>;
  documentOf?: (loaded: Loaded) => PolicyDocument<S>;
};

export function documentPolicy<
  Row extends PolicyDocument<S> & { id: number; company_id: number },
  S extends string,
  A extends string,
  C,
  Right extends string,
  Loaded = Row,
  Subject extends PolicyDocument<S> = PolicyDocument<S>,
>(options: DocumentPolicyOptions<S, A, C, Right, Loaded, Subject>) {
  const { kind, table, machine, rights } = options;
  const documentOf = options.documentOf ?? ((loaded: Loaded) => loaded as unknown as PolicyDocument<S>);
  const named = options.namedValidator;
  const unseenByOwner = options.unseenByOwner ?? [];
  const NO_SCOPE: ValidatorScope = { all: false, ownerIds: new Set() };
  /** With a named validator, the scope only says whether the actor holds the permission: `all`, or nothing. */
  const scopeOf = (db: Db, auth: CompanyAuth): Promise<ValidatorScope> =>
    named
      ? Promise.resolve(hasPermission(auth.permissions, options.validatorPermission) ? { all: true } : NO_SCOPE)
      : validatorScope(db, auth, options.validatorPermission);

  /** The actor's part in a document of `ownerId`: owner (with the create permission) and/or validator (never of their own). */
  function role(actor: DocumentActor, ownerId: number): DocumentRole {
    const part = documentRole(actor.userId, ownerId, decidesFor(actor.scope, ownerId));
    return {
      isOwner: part.isOwner && (options.ownerPermission === undefined || actor.declares === true),
      isValidator: part.isValidator,
    };
  }

  /**
   * The actor's part in the document: `role`, no owner's part in a status unseen by the owner, and with a named
   * validator, whether the document names them.
   */
  function partIn(actor: DocumentActor, document: PolicyDocument<S>): DocumentRole {
    const part = role(actor, document.owner_id);
    const isOwner = part.isOwner && !unseenByOwner.includes(document.status);
    if (!named) return { isOwner, isValidator: part.isValidator };
    return { isOwner, isValidator: part.isValidator && named.of(document) === actor.userId };
  }

  /** Whether the actor may now do `right` to the document; pure, the table-driven tests read it directly. */
  function verdict(actor: DocumentActor, document: PolicyDocument<S>, right: Right): DocumentVerdict {
    const part = partIn(actor, document);
    if (!part.isOwner && !part.isValidator) return 'not_found';
    return rights[right](part, document);
  }

  /** Throws the verdict's error unless it allows. */
  function authorize(actor: DocumentActor, document: PolicyDocument<S>, right: Right): void {
    const decided = verdict(actor, document, right);
    if (decided === 'not_found') throw notFound();
    if (decided === 'forbidden') throw forbidden();
    if (decided === 'conflict') {
      const { code, params } = options.conflictOf(right, document);
      throw conflict(code, params);
    }
  }

  /**
   * The action a PATCH {status: target} asks for, as the shared machine says: 404 unseen; 403 when no action to the
   * target is ever the actor's; 409 (the module's code) when one is but not from the current status.
   */
  function transition(actor: DocumentActor, document: Subject, target: S): A {
    const part = partIn(actor, document);
    if (!part.isOwner && !part.isValidator) throw notFound();
    const action = machine.actionTo(part, document.status, target, options.transitionContext(actor, document));
    if (action === 'forbidden') throw forbidden();
    if (action === 'conflict') {
      const { code, params } = options.statusForbidden(document, target);
      throw conflict(code, params);
    }
    return action;
  }

  /** What the actor may see, for the lists: their own documents (when they keep some), and those they decide on. */
  function visible(actor: DocumentActor): SQL {
    const declares = options.ownerPermission === undefined || actor.declares === true;
    const ownAll = eq(table.owner_id, actor.userId);
    const ownSeen =
      unseenByOwner.length > 0 ? sql`(${ownAll} AND ${notInArray(table.status, [...unseenByOwner])})` : ownAll;
    const own = declares ? ownSeen : sql`false`;
    if (named) return sql`(${own} OR ${actor.scope.all ? eq(named.column, actor.userId) : sql`false`})`;
    return sql`(${own} OR ${inScope(actor.scope, table.owner_id)})`;
  }

  /** The filters every list of these documents starts with: the company, what the actor sees, an owner, a year. */
  function listFilters(actor: DocumentActor, q: { owner?: number | 'me'; year?: number }): SQL[] {
    const where = [inCompany(table, actor.companyId), visible(actor)];
    if (q.owner !== undefined) where.push(eq(table.owner_id, q.owner === 'me' ? actor.userId : q.owner));
    if (q.year !== undefined) {
      const month = options.monthColumn;
      if (!month) throw new Error(`${kind}: no month column to filter a year on`);
      where.push(gte(month, `${q.year}-01-01`), lte(month, `${q.year}-12-01`));
    }
    return where;
  }

  /** How many documents a list's filters keep (their owner joined, for the filters on names): one statement. */
  async function countWhere(db: Db, where: SQL): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(table as PgTable)
      .innerJoin(users, eq(users.id, table.owner_id))
      .where(where);
    return Number(row?.n ?? 0);
  }

  /** The document of the company by id (one statement), locked for the rest of the transaction with `lock`. */
  async function find(db: Db, companyId: number, id: number, lock = false): Promise<Row | undefined> {
    const query = db
      .select()
      .from(table as PgTable)
      .where(inCompany(table, companyId, [eq(table.id, id)]));
    const [row] = await (lock ? query.for('update') : query);
    return row as Row | undefined;
  }

  /**
   * A document of the actor's company they may do `right` to (404 otherwise), optionally locked FOR UPDATE (writers:
   * lock, then check).
   */
  async function load(db: Db, actor: DocumentActor, id: number, right: Right, lock = false): Promise<Row> {
    const row = await find(db, actor.companyId, id, lock);
    if (!row) throw notFound();
    authorize(actor, row, right);
    return row;
  }

  /** The actor of a route: the caller, their company and the documents they decide on, once per request. */
  function actorOf(db: Db, request: FastifyRequest): Promise<RouteActor<DocumentActor>> {
    const { actors } = contextOf(request);
    let actor = actors.get(kind);
    if (!actor) {
      const auth = requireCompany(request);
      actor = scopeOf(db, auth).then((scope) => ({
        auth,
        userId: auth.user.id,
        companyId: auth.companyId,
        scope,
        declares: options.ownerPermission ? hasPermission(auth.permissions, options.ownerPermission) : true,
        today: todayInParis(),
      }));
      actors.set(kind, actor);
    }
    return actor;
  }

  /**
   * The document whose content is about to change, locked FOR UPDATE until the transaction ends, checked for `right`
   * (404 unseen, 403 not the actor's to change, 409 not in a status that allows it). Two writers of one document then
   * take turns, and one sent meanwhile is seen sent. The validator scope is read only on the rare path of a document
   * that is not the viewer's.
   */
  async function lockEditable(tx: Db, auth: CompanyAuth, id: number, right: Right): Promise<Row> {
    const row = await find(tx, auth.companyId, id, true);
    if (!row) throw notFound();
    const scope: ValidatorScope = row.owner_id === auth.user.id ? NO_SCOPE : await scopeOf(tx, auth);
    const declares = options.ownerPermission ? hasPermission(auth.permissions, options.ownerPermission) : true;
    authorize({ userId: auth.user.id, companyId: auth.companyId, declares, scope, today: todayInParis() }, row, right);
    return row;
  }

  /**
   * The status change itself, conditional on the status it was decided from (UPDATE … WHERE status = <from>): when a
   * racing request changed it first, nothing is updated and the loser gets the module's 409, whatever the isolation
   * level. `set` adds the columns the transition writes.
   */
  async function updateStatus(tx: Db, document: Row, to: S, set: Partial<Row> = {}): Promise<Row> {
    const [row] = await tx
      .update(table as PgTable)
      .set({ ...set, status: to, modified: sql`now()` } as never)
      .where(inCompany(table, document.company_id, [eq(table.id, document.id), eq(table.status, document.status)]))
      .returning();
    if (!row) {
      const { code, params } = options.statusForbidden(document, to);
      throw conflict(code, params);
    }
    return row as Row;
  }

  /** Keeps the record a loader read for the request's later steps (the preValidation check, the handler). */
  const remember = (request: FastifyRequest, loaded: Loaded) => {
    contextOf(request).record = { kind, row: loaded };
  };

  /** The record the access hook read for this request, as it was before the handler changed anything. */
  const recordOf = (request: FastifyRequest): Loaded | undefined => {
    const record = request.documentContext?.record;
    return record?.kind === kind ? (record.row as Loaded) : undefined;
  };

  const loadOne =
    options.loadOne ??
    ((db: Db, companyId: number, id: number) => find(db, companyId, id) as Promise<Loaded | undefined>);

  /** The access hook's check of a route on one document (`loadRecord`): the record within the company, kept. */
  const loadRecord: RecordLoader = async (db, request, id, companyId) => {
    const loaded = await loadOne(db, companyId, id);
    if (loaded) remember(request, loaded);
    return loaded !== undefined;
  };

  /**
   * The record of a route on one document, authorized for `right`: the one the access hook kept (no statement), or
   * the one read now when the route has none. Not for writers: they read it again under its lock.
   */
  async function ofRoute(db: Db, request: FastifyRequest, right: Right): Promise<Loaded> {
    const actor = await actorOf(db, request);
    const id = pathId(request);
    const loaded = recordOf(request) ?? (id === null ? undefined : await loadOne(db, actor.companyId, id));
    if (!loaded) throw notFound();
    authorize(actor, documentOf(loaded), right);
    return loaded;
  }

  /**
   * `preValidation` of every route on one document whose access hook kept it: 404 to whoever may not see it, before
   * its body is validated or read, so that a colleague cannot tell by a 400 (or an upload) that a document exists.
   */
  const sees = (db: Db) => async (request: FastifyRequest) => {
    const actor = await actorOf(db, request);
    const loaded = recordOf(request);
    if (!loaded) throw notFound();
    authorize(actor, documentOf(loaded), 'read' as Right);
  };

  return {
    machine,
    role,
    partIn,
    verdict,
    authorize,
    transition,
    visible,
    listFilters,
    countWhere,
    find,
    load,
    actorOf,
    lockEditable,
    updateStatus,
    remember,
    recordOf,
    loadRecord,
    ofRoute,
    sees,
  };
}

/** The rights of a document only its owner edits: read it, and edit it while the machine says it is editable. */
export const ownerEditsRights = <S extends string>(isEditable: (status: S, role: DocumentRole) => boolean) => ({
  read: (): RightVerdict => 'allow',
  edit: (role: DocumentRole, document: PolicyDocument<S>): RightVerdict => {
    if (!role.isOwner) return 'forbidden';
    return isEditable(document.status, role) ? 'allow' : 'conflict';
  },
});
