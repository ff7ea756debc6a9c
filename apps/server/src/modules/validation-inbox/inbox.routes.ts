import { InboxOut, InboxQuery } from '@staff/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/access';
import { todayInParis } from '../../platform/clock';
import { reportFigures } from '../activities';
import { inboxScopes, presentInboxItem } from './inbox.present';
import { inboxPage } from './inbox.queries';

/** Those who decide on something: any validator permission opens the inbox; each kind still needs its own. */
export const INBOX_ROUTE = {
  permission: 'leaves.validate|activities.validate|expenses_claims.validate|mission_orders.create',
} as const;

export async function validationInboxRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/validation_inbox/',
    {
      config: INBOX_ROUTE,
      schema: {
        tags: ['validation-inbox'],
        summary: "Everything waiting for the caller's decision, every module at once, oldest first",
        description:
          'Sent leaves, activity reports and expense claims of the people the caller decides on (never their own), ' +
          'accepted claims to pay (accounting), and mission orders asked of the caller as their manager; each kind ' +
          'only while the company uses its module and the caller holds its validator permission. `count` is the ' +
          "Back Office entry's badge, `by_kind` each management card's; `results` a page (`limit`, `offset`). The decisions are each module's PATCH.",
        querystring: InboxQuery,
        response: { 200: InboxOut },
      },
    },
    async (request) => {
      const auth = requireCompany(request);
      const scopes = await inboxScopes(db, auth);
      const { byKind, rows } = await inboxPage(db, auth.companyId, auth.user.id, scopes, request.query);
      const reportIds = rows.filter((row) => row.kind === 'activity_report').map((row) => row.id);
      const reports = await reportFigures(db, auth.companyId, reportIds);
      const today = todayInParis();
      const count = Object.values(byKind).reduce((sum, n) => sum + n, 0);
      return { count, by_kind: byKind, results: rows.map((row) => presentInboxItem(row, reports, today)) };
    },
  );
}
