import { inArray } from 'drizzle-orm';
import { companies } from '../../src/modules/companies/companies.tables';
import { users } from '../../src/modules/users/users.tables';
import { SESSION_COOKIE } from '../../src/platform/access';
import { createSession } from '../../src/platform/sessions';
import type { TestContext } from '../app';
import type { TestClient } from '../client';
import type { HttpRequest } from './request';

/** The callers every route is fuzzed as: nobody, each demo role of Acme, and the superuser. */
export const ROLES = ['anonymous', 'admin', 'rh', 'compta', 'manager', 'assistant', 'alice', 'root'] as const;
export type Role = (typeof ROLES)[number];

const HOUR = 3_600_000;

/** Requests that may end or switch the caller's session: after them, the caller is checked and signed in again. */
const SESSION_ROUTES = /^\/api\/(auth|reset-password|my-account\/password)\//;

/**
 * One signed-in browser per role that stays so for the whole run: a fuzzed sign-out, a sign-in as someone else or
 * a deactivated company would otherwise turn every later case of that role into a 401 or 403.
 */
export class Browsers {
  private readonly clients = new Map<Role, TestClient>();
  private companiesBefore: (typeof companies.$inferSelect)[] = [];
  private usersBefore: (typeof users.$inferSelect)[] = [];
  relogins = 0;
  readonly problems: string[] = [];

  constructor(private readonly ctx: TestContext) {}

  private readonly ids = new Map<Role, number>();

  async open(): Promise<void> {
    for (const role of ROLES) {
      const client = role === 'anonymous' ? this.ctx.client() : await this.ctx.as(role);
      this.clients.set(role, client);
      this.ids.set(role, role === 'anonymous' ? 1 : (await client.get('/api/my_account/')).body.id);
    }
    this.companiesBefore = await this.ctx.db.select().from(companies);
    const signedIn = ROLES.filter((role) => role !== 'anonymous').map((role) => this.idOf(role));
    this.usersBefore = await this.ctx.db.select().from(users).where(inArray(users.id, signedIn));
  }

  /** The role's user id (1 for anonymous, who has none). */
  idOf(role: Role): number {
    return this.ids.get(role)!;
  }

  get(role: Role): TestClient {
    return this.clients.get(role)!;
  }

  /**
   * Sends as the role's browser would (its cookies, the CSRF cookie echoed on unsafe methods), but from a fuzzing
   * address of the loopback range: the sign-in throttle may lock those out, never 127.0.0.1, from where the
   * browsers sign in again.
   */
  async send(role: Role, request: HttpRequest, remoteAddress: string) {
    const client = this.get(role);
    const unsafe = request.method !== 'GET' && request.method !== 'HEAD';
    if (unsafe && !client.cookies.has('csrftoken')) await client.get('/api/info/');
    const headers: Record<string, string> = { ...request.headers };
    if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe) headers['x-csrftoken'] = client.cookies.get('csrftoken') ?? '';
    const response = await this.ctx.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) client.cookies.delete(c.name);
      else client.cookies.set(c.name, c.value);
    }
    return response;
  }

  /** Puts back what a case may have broken for the cases after it. */
  async heal(role: Role, url: string, method: string, status: number, code: unknown): Promise<void> {
    if (method === 'PUT' && url.startsWith('/api/user/') && status < 300) await this.restoreUsers();
    // The superuser's company routes, and an administrator's deletion request (which locks the company).
    if (method !== 'GET' && /^\/api\/(my-)?company\//.test(url) && status < 300) await this.restoreCompanies();
    const sessionAtRisk =
      SESSION_ROUTES.test(url) ||
      status === 401 ||
      status === 440 ||
      code === 'company_inactive' ||
      code === 'trial_expired';
    if (!sessionAtRisk) return;
    const client = this.get(role);
    if (role === 'anonymous') {
      // A fuzzed sign-in may have succeeded: anonymous must stay anonymous.
      if (client.cookies.has('sessionid')) this.clients.set(role, this.ctx.client());
      return;
    }
    const me = await client.get('/api/my_account/');
    if (me.status === 200 && me.body.username === role) return;
    this.relogins++;
    try {
      // A session row written directly: signing in through the API hashes the password (~50 ms) every time.
      const { token } = await createSession(this.ctx.db, this.idOf(role), { idleMs: HOUR, maxMs: HOUR });
      client.cookies.clear();
      client.cookies.set(SESSION_COOKIE, token);
      const check = await client.get('/api/my_account/');
      if (check.status !== 200 || check.body.username !== role) this.clients.set(role, await this.ctx.as(role));
    } catch (error) {
      // Reported, and the run goes on: the role's next cases will show what it can no longer do.
      this.problems.push(`${role} could not sign in again: ${(error as Error).message}`);
    }
  }

  /**
   * The fuzzing roles' accounts as they were: a fuzzed PUT /api/user/{id}/ may rename, deactivate or demote one of
   * them (their sessions then end), which would turn that role's later cases into 401s or 403s.
   */
  private async restoreUsers(): Promise<void> {
    for (const before of this.usersBefore) {
      // search_text and sort_name are generated columns: PostgreSQL refuses any value for them.
      const { id, search_text: _searchText, sort_name: _sortName, ...columns } = before;
      await this.ctx.db
        .update(users)
        .set(columns)
        .where(inArray(users.id, [id]));
    }
  }

  /** The demo companies as they were: a fuzzed PATCH may deactivate Acme or end its trial. */
  private async restoreCompanies(): Promise<void> {
    const ids = this.companiesBefore.map((c) => c.id);
    const now = await this.ctx.db.select().from(companies).where(inArray(companies.id, ids));
    for (const before of this.companiesBefore) {
      const after = now.find((c) => c.id === before.id);
      // The module flags too (use_leaves, use_activities…): a fuzzed PATCH that turns one off would make every later
      // case of that module a 403 feature_disabled, and the module's routes would go untested.
      const flags = Object.fromEntries(Object.entries(before).filter(([key]) => key.startsWith('use_'))) as Partial<
        typeof before
      >;
      const flagsChanged = Object.entries(flags).some(([key, value]) => after?.[key as keyof typeof after] !== value);
      if (
        after &&
        (after.is_active !== before.is_active ||
          after.is_trial_period !== before.is_trial_period ||
          after.trial_period_end !== before.trial_period_end ||
          flagsChanged)
      ) {
        await this.ctx.db
          .update(companies)
          .set({
            ...flags,
            is_active: before.is_active,
            is_trial_period: before.is_trial_period,
            trial_period_end: before.trial_period_end,
            deletion_requested_at: before.deletion_requested_at,
            deletion_requested_by: before.deletion_requested_by,
          })
          .where(inArray(companies.id, [before.id]));
      }
    }
  }
}
