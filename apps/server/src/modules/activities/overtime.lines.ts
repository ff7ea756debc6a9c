import { type OvertimeInput, roundOvertime } from '@staff/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompany } from '../../db/tenancy';
import { fieldError } from '../../platform/errors';
import { typesOfOvertime } from '../reference/reference.tables';
import type { OvertimeRow } from './activities.queries';
import { activityOvertimes } from './activities.tables';

/** Hours and minutes as stored: minutes up to the next quarter, above 45 one more hour (spec/1 §5). */
export function overtimeMinutes(line: Pick<OvertimeInput, 'hours_overtime' | 'minutes_overtime'>): number {
  const rounded = roundOvertime(line.hours_overtime, line.minutes_overtime);
  return rounded.hours * 60 + rounded.minutes;
}

/** The types by id, with their names; 400 on `field` unless every one is the company's (one statement). */
export async function assertOvertimeTypes(tx: Db, companyId: number, typeIds: readonly number[], field: string) {
  const unique = [...new Set(typeIds)];
  if (unique.length === 0) return new Map<number, { name: string; short_name: string; rank: number }>();
  const rows = await tx
    .select({
      id: typesOfOvertime.id,
      name: typesOfOvertime.name,
      short_name: typesOfOvertime.short_name,
      rank: typesOfOvertime.rank,
    })
    .from(typesOfOvertime)
    .where(inCompany(typesOfOvertime, companyId, [inArray(typesOfOvertime.id, unique)]))
    // Held until commit: the type cannot be deleted between this check and the line's insert (its delete locks it).
    .for('key share');
  if (rows.length !== unique.length) throw fieldError(field, 'activity.overtimeTypeUnknown');
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * An activity's whole overtime, replacing what it had: one line per type (a type given twice keeps its last line),
 * zero lines left out. Checked types, rounded minutes. Answers the lines as saved, with their type's names.
 */
export async function replaceOvertime(
  tx: Db,
  target: { companyId: number; activityId: number; userId: number; fresh?: boolean },
  lines: readonly OvertimeInput[],
): Promise<OvertimeRow[]> {
  const byType = new Map(lines.map((line) => [line.type_of_overtime, overtimeMinutes(line)]));
  for (const [type, minutes] of byType) if (minutes === 0) byType.delete(type);
  const types = await assertOvertimeTypes(tx, target.companyId, [...byType.keys()], 'overtime');
  // A new activity has no line yet: one statement saved on the hot path.
  if (!target.fresh)
    await tx
      .delete(activityOvertimes)
      .where(inCompany(activityOvertimes, target.companyId, [eq(activityOvertimes.activity_id, target.activityId)]));
  if (byType.size === 0) return [];
  const rows = await tx
    .insert(activityOvertimes)
    .values(
      [...byType].map(([type, minutes]) => ({
        company_id: target.companyId,
        activity_id: target.activityId,
        user_id: target.userId,
        type_of_overtime_id: type,
        minutes,
      })),
    )
    .returning({
      id: activityOvertimes.id,
      activity_id: activityOvertimes.activity_id,
      user_id: activityOvertimes.user_id,
      type_of_overtime_id: activityOvertimes.type_of_overtime_id,
      minutes: activityOvertimes.minutes,
    });
  // In the order the lists give them: by the type's rank.
  const rank = (row: { type_of_overtime_id: number }) => types.get(row.type_of_overtime_id)!.rank;
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id)
    .map((row) => {
      const { name, short_name } = types.get(row.type_of_overtime_id)!;
      return { ...row, type_name: name, short_name };
    });
}
