import { type OvertimeInput, roundOvertime } from '@staff/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fieldError } from '../../platform/errors';
import { typesOfOvertime } from '../reference/reference.tables';
import { activityOvertimes } from './activities.tables';

/** Hours and minutes as stored: minutes up to the next quarter, above 45 one more hour (spec/1 §5). */
export function overtimeMinutes(line: Pick<OvertimeInput, 'hours_overtime' | 'minutes_overtime'>): number {
  const rounded = roundOvertime(line.hours_overtime, line.minutes_overtime);
  return rounded.hours * 60 + rounded.minutes;
}

/** 400 on `field` unless every type is the company's (one statement). */
export async function assertOvertimeTypes(tx: Db, companyId: number, typeIds: readonly number[], field: string) {
  const unique = [...new Set(typeIds)];
  if (unique.length === 0) return;
  const rows = await tx
    .select({ id: typesOfOvertime.id })
    .from(typesOfOvertime)
    .where(and(eq(typesOfOvertime.company_id, companyId), inArray(typesOfOvertime.id, unique)));
  if (rows.length !== unique.length) throw fieldError(field, 'activity.overtimeTypeUnknown');
}

/**
 * An activity's whole overtime, replacing what it had: one line per type (a type given twice keeps its last line),
 * zero lines left out. Checked types, rounded minutes.
 */
export async function replaceOvertime(
  tx: Db,
  target: { companyId: number; activityId: number; userId: number; fresh?: boolean },
  lines: readonly OvertimeInput[],
): Promise<void> {
  const byType = new Map(lines.map((line) => [line.type_of_overtime, overtimeMinutes(line)]));
  for (const [type, minutes] of byType) if (minutes === 0) byType.delete(type);
  await assertOvertimeTypes(tx, target.companyId, [...byType.keys()], 'overtime');
  // A new activity has no line yet: one statement saved on the hot path.
  if (!target.fresh)
    await tx
      .delete(activityOvertimes)
      .where(
        and(eq(activityOvertimes.company_id, target.companyId), eq(activityOvertimes.activity_id, target.activityId)),
      );
  if (byType.size === 0) return;
  await tx.insert(activityOvertimes).values(
    [...byType].map(([type, minutes]) => ({
      company_id: target.companyId,
      activity_id: target.activityId,
      user_id: target.userId,
      type_of_overtime_id: type,
      minutes,
    })),
  );
}
