import { type ExportCheckOut, monthBounds } from '@staff/shared';
import type { Db } from '../../db/client';
import { everyPersonOfMonth, type SynthesisActor } from './synthesis.queries';

/**
 * Before a payroll or overtime export (issue 25 "Guards before mistakes"): who of the month's people the viewer sees
 * has no validated activity report (none, or one not accepted), by last name, so that accounting exports knowingly
 * or reminds them first. The same people as the synthesis and the export, read in keyset pages.
 */
export async function notValidatedOfMonth(db: Db, actor: SynthesisActor, month: string): Promise<ExportCheckOut> {
  const notValidated: ExportCheckOut['not_validated'] = [];
  for await (const people of everyPersonOfMonth(db, actor, monthBounds(`${month.slice(0, 7)}-01`))) {
    for (const p of people) {
      if (p.report_status === 'accepted') continue;
      const report = p.report_id && p.report_status ? { id: p.report_id, status: p.report_status } : null;
      notValidated.push({ user_id: p.user_id, first_name: p.first_name, last_name: p.last_name, report });
    }
  }
  return { for_month: month.slice(0, 7), not_validated: notValidated };
}
