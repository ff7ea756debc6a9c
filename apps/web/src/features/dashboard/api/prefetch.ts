import type { QueryClient } from '@tanstack/react-query';
import { todayIso } from '../../../lib/dates';
import { leaveYearTotalsQuery } from '../../../lib/leaveTotals';
import { meQuery } from '../../../lib/me';
import { canRequestLeaves } from '../../../lib/permissions';
import { canDecide, validationInboxQuery } from '../../../lib/validationInbox';
import { documentsQuery, newsQuery } from './dashboard';

/** As the panels ask (their failures are shown in the panel, never as a toast). */
const SILENT = { meta: { silent: true } };

/**
 * The dashboard's data, asked for by the `/` route's loader as soon as the URL is known: at a page load, beside the
 * download of the page's code and of the locale file instead of after them. The panels then find it in the cache
 * (same query keys). Nothing for a visitor or the superuser, whom the guards send elsewhere.
 */
export async function prefetchDashboardData(client: QueryClient): Promise<void> {
  const me = await client.ensureQueryData(meQuery);
  if (!me || me.is_superuser) return;
  const today = todayIso();
  const requests = [client.prefetchQuery({ ...newsQuery(today), ...SILENT })];
  requests.push(client.prefetchQuery({ ...documentsQuery, ...SILENT }));
  const year = Number(today.slice(0, 4));
  if (canRequestLeaves(me)) requests.push(client.prefetchQuery({ ...leaveYearTotalsQuery(me.id, year), ...SILENT }));
  if (canDecide(me)) requests.push(client.prefetchQuery(validationInboxQuery));
  await Promise.all(requests);
}
