import {
  type CompanyFeature,
  hasPermission,
  type Permission,
  type PermissionExpression,
  parsePermissionExpression,
  parseRecordId,
  permissionsFor,
} from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { inCompany } from '../db/tenancy';
import { todayInParis } from './clock';
import { csrfSessionKeyOf } from './csrf';
import { appError, forbidden, notFound } from './errors';
import {
  type LoadedSession,
  loadSession,
  SESSION_COOKIE,
  type SessionCompany,
  type SessionLimits,
  SIGNED_IN_COOKIE,
} from './sessions';

/** A company-owned table whose `id` a route's `:id` parameter names. */
export type TenantTable = PgTable & { id: PgColumn; company_id: PgColumn };

/**
 * Who may call a route. Exactly one of `public`, `authenticated`, `permission`; `record` names the table of
 * the `:id` parameter so that another company's record answers 404 before anything else runs; `feature` the
 * company flag of the route's module: while it is off, every caller gets 403 `feature_disabled`, or 404 with
 * `hiddenWhenOff` (a module whose very use is private to the company: wellness, issue 26).
 */
export type RouteAccess = {
  public?: true;
  authenticated?: true;
  permission?: PermissionExpression;
  record?: TenantTable;
  /**
   * The module's own check of `record`, in place of the generic one: it loads the record within the company (false
   * when there is none: 404) and keeps it for the request's later steps, so that a route on one record reads it once.
   */
  loadRecord?: RecordLoader;
  feature?: CompanyFeature;
  hiddenWhenOff?: true;
};

export type RecordLoader = (db: Database, request: FastifyRequest, id: number, companyId: number) => Promise<boolean>;

/** The signed-in caller. `companyId` is null for the superuser only, who belongs to no company. */
export type AuthContext = LoadedSession & { permissions: ReadonlySet<Permission>; companyId: number | null };
/** A caller of a company route: the company is there, so no handler asserts it non-null. */
export type CompanyAuth = AuthContext & { companyId: number; company: SessionCompany };

/** An /api route as declared, for the authorization walk and the docs. */
export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

// The cookie's name lives with the sessions (csrf.ts reads it too); re-exported for the modules.
export { SESSION_COOKIE, SIGNED_IN_COOKIE };

/** Routes registered by libraries (the OpenAPI viewer) that cannot carry our declaration. */
const UNDECLARED_PREFIXES = ['/api/docs'];

/** Throws at start-up when an /api route does not say who may call it: the app refuses to start. */
export function assertRouteDeclared(route: RouteOptions): void {
  const url = route.url;
  if (!url.startsWith('/api/') || UNDECLARED_PREFIXES.some((p) => url.startsWith(p))) return;
  const access = (route.config ?? {}) as RouteAccess;
  const declared = [access.public, access.authenticated, access.permission].filter(Boolean).length;
  if (declared !== 1) {
    throw new Error(
      `Route ${String(route.method)} ${url} must declare exactly one of public, authenticated, permission`,
    );
  }
  if (access.permission) parsePermissionExpression(access.permission);
  if (url.includes(':id') && !access.public && !access.record && !access.permission?.includes('companies.manage')) {
    throw new Error(`Route ${String(route.method)} ${url} has an :id parameter but declares no record table`);
  }
}

/** The signed-in user's context; throws 401 for routes that are reached without one (a programming error). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw appError(401, 'not_authenticated');
  return request.auth;
}

/** The caller with their company; 403 for the superuser, whose console reaches no company's data this way. */
export function requireCompany(request: FastifyRequest): CompanyAuth {
  const auth = requireAuth(request);
  if (auth.companyId === null || !auth.company) throw forbidden();
  return auth as CompanyAuth;
}

/** The company of the signed-in user, for every query on company data. */
export const companyOf = (request: FastifyRequest): number => requireCompany(request).companyId;

export const featureDisabled = () => appError(403, 'feature_disabled');

/** True when a company in trial is past its last day. */
export function isTrialExpired(company: { is_trial_period: boolean; trial_period_end: string | null }): boolean {
  return company.is_trial_period && company.trial_period_end !== null && company.trial_period_end < todayInParis();
}

/** Session, trial, permission and tenancy checks, run before validation so that 401/403/404 win over 400. */
export const accessPlugin = fp(async (app: FastifyInstance, opts: { db: Database; limits: SessionLimits }) => {
  app.decorateRequest('auth', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    assertRouteDeclared(route);
    if (!route.url.startsWith('/api/') || UNDECLARED_PREFIXES.some((p) => route.url.startsWith(p))) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access: (route.config ?? {}) as RouteAccess });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    // Decided on the route that will run (its declared path), never on the raw URL: `/%61pi/…` reaches /api/… too.
    const route = request.routeOptions.url;
    const access = request.routeOptions.config as RouteAccess;
    if (!route?.startsWith('/api/') || access.public) return;
    if (UNDECLARED_PREFIXES.some((p) => route.startsWith(p))) return;

    const token = request.cookies[SESSION_COOKIE];
    const signedOut = () => {
      if (request.cookies[SIGNED_IN_COOKIE]) reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
    };
    if (!token) {
      signedOut();
      throw appError(401, 'not_authenticated');
    }
    // The session's id is the request's CSRF key: the token is hashed once per request.
    const session = await loadSession(opts.db, csrfSessionKeyOf(request), opts.limits);
    if (session === 'lost') {
      signedOut();
      throw appError(440, 'session_expired');
    }
    if (session.company && !session.company.is_active) {
      throw appError(403, 'company_inactive');
    }
    if (session.company && isTrialExpired(session.company)) {
      throw appError(403, 'trial_expired');
    }
    const permissions = new Set(permissionsFor(session.user.roles, session.user.is_superuser));
    request.auth = { ...session, permissions, companyId: session.company ? session.user.company_id : null };

    // Before the permission: a module the company does not use is refused alike to every role. A caller without a
    // company (the superuser) has no module to use; the permission below refuses them.
    if (access.feature && session.company && !session.company[access.feature]) {
      throw access.hiddenWhenOff ? notFound() : featureDisabled();
    }
    if (access.permission && !hasPermission(permissions, access.permission)) throw forbidden();
    if (access.record) await assertRecordInCompany(opts.db, access, request);
  });
});

/**
 * The record id a path parameter spells (`:id`, `:claimId`), or null: decimal digits only, as the params schema
 * (`queryIdSchema`). The hooks that run before validation read ids with this, never with `Number()`, which took `0x4`,
 * `4e0`, `4.0` for record 4 (issue 21).
 */
export function pathId(request: FastifyRequest, name = 'id'): number | null {
  const raw = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof raw === 'string' ? parseRecordId(raw) : null;
}

async function assertRecordInCompany(db: Database, access: RouteAccess, request: FastifyRequest): Promise<void> {
  const id = pathId(request);
  const companyId = request.auth?.companyId;
  // A caller without a company (the superuser) has no company record to reach: refused as on the company's lists.
  if (companyId == null) throw forbidden();
  if (id === null) throw notFound();
  if (access.loadRecord) {
    if (!(await access.loadRecord(db, request, id, companyId))) throw notFound();
    return;
  }
  const table = access.record!;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(inCompany(table, companyId, [eq(table.id, id)]))
    .limit(1);
  if (!row) throw notFound();
}
