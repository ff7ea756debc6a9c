/**
 * The bare counterpart of the app's hot endpoints, the ceiling the side-by-side bench compares the app with: Fastify
 * and the database driver only (node-postgres, or PGlite for a DATA_DIR), hand-written SQL, JSON.stringify. It answers
 * the same JSON, byte for byte, as the app for the requests the bench makes (compare.ts checks it), and does the work
 * any server must: it reads the session cookie and looks the session up with its user and company, refuses what the
 * app refuses (401/440/403), and computes each leave's actions with the shared rules. It does not validate the query
 * strings beyond what the bench sends: any other parameter is a 400, so that a difference can never go unnoticed.
 *
 *   DATABASE_URL=postgres://… PORT=8100 npx tsx bench/side-by-side/bare-server.ts
 *   DATA_DIR=./bench-data-copy PORT=8100 npx tsx bench/side-by-side/bare-server.ts
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import {
  availableLeaveActions,
  hasPermission,
  isLeaveEditable,
  type LeaveStatus,
  leaveActor,
  monthBounds,
  permissionsFor,
  type Role,
} from '@staff/shared';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { foldedSqlText } from '../../apps/server/src/platform/text-sort';
import { openBareDatabase } from './bare-db';

const db = await openBareDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
// The app's idle limit (config.ts: SESSION_IDLE_MINUTES, 240 by default).
const IDLE_MS = Number(process.env.SESSION_IDLE_MINUTES ?? 240) * 60_000;
const TOUCH_INTERVAL_MS = 60_000;
const COMPANY_WIDE_ROLES: readonly Role[] = ['hr', 'administrator', 'accounting'];
const paris = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

type Session = {
  user: Record<string, unknown> & { id: number; company_id: number; roles: Role[]; is_staff: boolean };
  company: Record<string, unknown> & { id: number; use_leaves: boolean };
  permissions: Set<string>;
};

const SESSION_SQL = `
  SELECT s.id AS s_id, s.last_seen_at, s.expires_at,
         u.id, u.username, u.first_name, u.last_name, u.email, u.pending_email, u.phone, u.mobile, u.employee_number, u.roles,
         u.is_staff, u.is_superuser, u.is_active, u.can_change_password, u.company_id,
         c.name AS c_name, c.hostname AS c_hostname, c.is_active AS c_is_active, c.use_wellness, c.use_activities,
         c.use_expenses_claims, c.use_leaves, c.use_time_tracking, c.use_mission_orders, c.is_trial_period,
         c.trial_period_end, c.logo_file_id, c.welcome_image_file_id, c.support_email, c.support_phone
  FROM sessions s JOIN users u ON u.id = s.user_id JOIN companies c ON c.id = u.company_id
  WHERE s.id = $1`;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/** The caller behind the `sessionid` cookie, with the app's refusals; company users only (the bench signs none else). */
async function sessionOf(request: FastifyRequest): Promise<Session> {
  const token = /(?:^|;\s*)sessionid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) throw new HttpError(401, 'not_authenticated');
  const id = createHash('sha256').update(token).digest('base64url');
  const [row] = await db.query(SESSION_SQL, [id]);
  if (!row) throw new HttpError(440, 'session_expired');
  const now = Date.now();
  const idleFor = now - (row.last_seen_at as Date).getTime();
  if (now >= (row.expires_at as Date).getTime() || idleFor >= IDLE_MS || !row.is_active) {
    throw new HttpError(440, 'session_expired');
  }
  if (idleFor >= TOUCH_INTERVAL_MS) await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);
  if (!row.c_is_active) throw new HttpError(403, 'company_inactive');
  if (row.is_trial_period && row.trial_period_end !== null && row.trial_period_end < paris.format(new Date())) {
    throw new HttpError(403, 'trial_expired');
  }
  const company = {
    id: row.company_id,
    name: row.c_name,
    hostname: row.c_hostname,
    is_active: row.c_is_active,
    use_wellness: row.use_wellness,
    use_activities: row.use_activities,
    use_expenses_claims: row.use_expenses_claims,
    use_leaves: row.use_leaves,
    use_time_tracking: row.use_time_tracking,
    use_mission_orders: row.use_mission_orders,
    is_trial_period: row.is_trial_period,
    trial_period_end: row.trial_period_end,
    logo_url: row.logo_file_id ? `/api/company-logo/${row.company_id}/?v=${row.logo_file_id}` : null,
    welcome_image_url: row.welcome_image_file_id
      ? `/api/my-company/welcome-image/?v=${row.welcome_image_file_id}`
      : null,
    support_email: row.support_email,
    support_phone: row.support_phone,
  };
  const user = row as Session['user'];
  return { user, company, permissions: new Set(permissionsFor(user.roles, Boolean(row.is_superuser))) };
}

function requirePermission(session: Session, expression: string) {
  if (!hasPermission(session.permissions as never, expression as never)) throw new HttpError(403, 'forbidden');
}

/** Only the parameters the bench sends; anything else is refused, so a bench request can never be answered loosely. */
function queryOf(request: FastifyRequest, allowed: string[]): Record<string, string> {
  const query = request.query as Record<string, string>;
  for (const key of Object.keys(query)) if (!allowed.includes(key)) throw new HttpError(400, `bare_unsupported_${key}`);
  return query;
}

const app = Fastify({ logger: false });
app.setErrorHandler((error, _request, reply: FastifyReply) => {
  const status = error instanceof HttpError ? error.status : 500;
  if (status === 500) console.error(error);
  reply.status(status).send({ code: error instanceof HttpError ? error.code : 'server_error' });
});
const sendJson = (reply: FastifyReply, body: unknown) =>
  reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(body));

app.get('/api/health/', async (_request, reply) => sendJson(reply, { status: 'ok' }));

app.get('/api/my_account/', async (request, reply) => {
  const { user, company } = await sessionOf(request);
  return sendJson(reply, {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    pending_email: user.pending_email,
    phone: user.phone,
    mobile: user.mobile,
    employee_number: user.employee_number,
    roles: user.roles,
    is_staff: user.is_staff,
    is_superuser: user.is_superuser,
    can_change_password: user.can_change_password,
    permissions_table: permissionsFor(user.roles, Boolean(user.is_superuser)),
    company,
  });
});

const USER_ORDERING: Record<string, string> = {
  first_name: foldedSqlText('u.first_name'),
  last_name: foldedSqlText('u.last_name'),
  id: 'u.id',
};

app.get('/api/user/', async (request, reply) => {
  const session = await sessionOf(request);
  requirePermission(session, 'backoffice.use|mission_orders.view|leaves.create');
  const q = queryOf(request, ['ordering', 'limit', 'offset']);
  const [field, descending] = q.ordering?.startsWith('-') ? [q.ordering.slice(1), true] : [q.ordering, false];
  const order = USER_ORDERING[field ?? 'first_name'];
  if (!order) throw new HttpError(400, 'bare_unsupported_ordering');
  const companyId = session.company.id;
  const [rows, [total]] = await Promise.all([
    db.query(
      `SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.employee_number, u.roles, u.is_active,
              u.is_staff, u.hiring_date, u.departure_date,
              coalesce((SELECT json_agg(json_build_object('id', s.id, 'name', s.name) ORDER BY s.name)
                        FROM service_members m JOIN services s ON s.id = m.service_id
                        WHERE m.user_id = u.id AND m.company_id = $1), '[]') AS services
       FROM users u WHERE u.company_id = $1
       ORDER BY ${order} ${descending ? 'DESC' : 'ASC'}, u.id LIMIT $2 OFFSET $3`,
      [companyId, Number(q.limit ?? 25), Number(q.offset ?? 0)],
    ),
    db.query('SELECT count(*)::int AS n FROM users WHERE company_id = $1', [companyId]),
  ]);
  return sendJson(reply, { count: total!.n, results: rows });
});

/** Whose leaves the caller decides on, as the app's platform/validators.ts: nobody, everybody, or their services' members. */
function scopeOf(session: Session): 'none' | 'all' | 'services' {
  if (!session.permissions.has('leaves.validate')) return 'none';
  return session.user.roles.some((r) => COMPANY_WIDE_ROLES.includes(r)) ? 'all' : 'services';
}

app.get('/api/leave/', async (request, reply) => {
  const session = await sessionOf(request);
  if (!session.company.use_leaves) throw new HttpError(403, 'feature_disabled');
  requirePermission(session, 'leaves.create|leaves.validate');
  const q = queryOf(request, ['managed', 'status', 'for_month', 'owner', 'ordering', 'limit', 'offset']);
  if (q.ordering && q.ordering !== '-begin_date') throw new HttpError(400, 'bare_unsupported_ordering');
  const me = session.user.id;
  const params: unknown[] = [session.company.id, me];
  const scope = scopeOf(session);
  // The one "decides on the owner" condition, a subquery on the caller's services rather than a round trip first.
  const decides =
    scope === 'all'
      ? 'true'
      : scope === 'none'
        ? 'false'
        : `l.owner_id IN (SELECT m.user_id FROM service_members m JOIN services s ON s.id = m.service_id
                         WHERE s.company_id = $1 AND s.manager_id = $2)`;
  const where = [
    'l.company_id = $1',
    `(l.owner_id = $2 OR ${decides} OR l.status = 'accepted' ${session.user.is_staff ? "OR l.status = 'submitted'" : ''})`,
  ];
  if (q.managed === 'true') where.push(decides);
  if (q.owner) where.push(`l.owner_id = $${params.push(q.owner === 'me' ? me : Number(q.owner))}`);
  if (q.status) where.push(`l.status = ANY($${params.push(q.status.split(','))}::text[])`);
  if (q.for_month) {
    const { first, last } = monthBounds(q.for_month);
    where.push(`l.end_date >= $${params.push(first)}`, `l.begin_date <= $${params.push(last)}`);
  }
  const filter = where.join(' AND ');
  const countParams = [...params];
  const pageParams = [...params, Number(q.limit ?? 25), Number(q.offset ?? 0)];
  const [rows, [total]] = await Promise.all([
    db.query(
      `SELECT l.id, l.owner_id, l.begin_date, l.begin_period, l.end_date, l.end_period, l.half_days, l.status,
              l.precision, l.comment, l.refusal_reason, l.submission_date, l.modified, l.version, l.type_of_leave_id,
              u.first_name, u.last_name, u.employee_number,
              t.name AS type_name, t.count_as_worked, t.automatically_accept, t.display_as_confidential,
              ${decides} AS decides,
              (SELECT count(*)::int FROM leave_attachments a WHERE a.leave_id = l.id) AS attachments_count
       FROM leaves l JOIN users u ON u.id = l.owner_id JOIN types_of_leave t ON t.id = l.type_of_leave_id
       WHERE ${filter}
       ORDER BY l.begin_date DESC, l.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      pageParams,
    ),
    db.query(`SELECT count(*)::int AS n FROM leaves l WHERE ${filter}`, countParams),
  ]);
  const today = paris.format(new Date());
  const results = rows.map((l) => {
    const { isOwner, isValidator } = leaveActor(me, l.owner_id, l.decides);
    const details = isOwner || l.decides;
    const masked = l.display_as_confidential && !details;
    const status = l.status as LeaveStatus;
    return {
      id: l.id,
      owner: l.owner_id,
      owner_object: {
        id: l.owner_id,
        first_name: l.first_name,
        last_name: l.last_name,
        employee_number: l.employee_number,
      },
      begin_date: l.begin_date,
      begin_period: l.begin_period,
      end_date: l.end_date,
      end_period: l.end_period,
      number_of_days: l.half_days / 2,
      type_of_leave: masked ? null : l.type_of_leave_id,
      type: masked
        ? null
        : { value: l.type_name, count_as_worked: l.count_as_worked, automatically_accept: l.automatically_accept },
      status,
      precision: details ? l.precision : null,
      comment: details ? l.comment : null,
      refusal_reason: details ? l.refusal_reason : null,
      submission_date: details ? ((l.submission_date as Date | null)?.toISOString() ?? null) : null,
      modified: details ? (l.modified as Date).toISOString() : null,
      version: l.version,
      attachments_count: details ? l.attachments_count : 0,
      actions:
        isOwner || isValidator
          ? availableLeaveActions({ status, begin_date: l.begin_date }, { isOwner, isValidator }, today)
          : [],
      editable: (isOwner || isValidator) && isLeaveEditable(status, isValidator),
      viewable: Boolean(details),
    };
  });
  return sendJson(reply, { count: total!.n, results });
});

const port = Number(process.env.PORT ?? 8100);
await app.listen({ port, host: '127.0.0.1' });
console.log(
  `bare server on http://127.0.0.1:${port} (${db.kind}${db.kind === 'pglite' ? ` in ${path.resolve(process.env.DATA_DIR!)}` : ''})`,
);
const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
