import { hasPermission, type WellnessAverageQuery, type WellnessPeriod } from '@staff/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { inCompany } from '../../db/tenancy';
import { type RecordLoader, type RouteAccess, requireCompany } from '../../platform/access';
import { forbidden } from '../../platform/errors';
import type { AverageScope } from './wellness.queries';
import { wellnessRecipients, wellnessSurveys } from './wellness.surveys.tables';

/*
 * Who may read what of wellness (docs/decisions/wellness.md "Privacy"): a mark is a health-adjacent personal datum.
 * Everyone reads and writes their own marks. Someone else's marks one by one are HR's only (`user.create`, the
 * permission of spec/3's Wellness card), and each such read is logged for the person to see. A manager reads his
 * team's monthly averages, each over at least MIN_GROUP people. A company without `use_wellness` answers 404 on every
 * route: whether it uses wellness is its own business.
 */

const WELLNESS_FEATURE = { feature: 'use_wellness', hiddenWhenOff: true } as const;

/** Every signed-in member of a company that uses wellness: their own marks, surveys and read log. */
export const WELLNESS_ROUTE: RouteAccess = { authenticated: true, ...WELLNESS_FEATURE };
/** HR's side: the company's marks one by one, surveys, trends, retention. */
export const WELLNESS_HR_ROUTE: RouteAccess = { permission: 'user.create', ...WELLNESS_FEATURE };
/** A route on one survey HR writes. */
export const ONE_SURVEY: RouteAccess = { ...WELLNESS_HR_ROUTE, record: wellnessSurveys };

/** A sent survey of the caller's company that was sent to the caller; any other answers 404 before the handler. */
const receivedSurvey: RecordLoader = async (db, request, id, companyId) => {
  const userId = request.auth?.user.id;
  if (userId === undefined) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(wellnessRecipients)
    .where(
      inCompany(wellnessRecipients, companyId, [
        eq(wellnessRecipients.survey_id, id),
        eq(wellnessRecipients.user_id, userId),
      ]),
    );
  return row !== undefined;
};

/** A route on one survey the caller received (answering it). */
export const ONE_RECEIVED_SURVEY: RouteAccess = {
  ...WELLNESS_ROUTE,
  record: wellnessSurveys,
  loadRecord: receivedSurvey,
};

/** The caller as wellness sees them. */
export type WellnessViewer = { companyId: number; userId: number; isHr: boolean };

export function wellnessViewerOf(request: FastifyRequest): WellnessViewer {
  const auth = requireCompany(request);
  return { companyId: auth.companyId, userId: auth.user.id, isHr: hasPermission(auth.permissions, 'user.create') };
}

/** Whose marks a read names one by one: `self`, everyone's (`company`, HR) or one person's (HR, or the caller). */
export type MarksScope = { kind: 'self' } | { kind: 'company' } | { kind: 'person'; ownerId: number };

/**
 * The scope of a read of individual marks: without `by_company` and `owner`, the caller's own; anything naming
 * other people (the company, a service, names, someone else) is HR's only: 403 `wellness.individual_marks_hr_only`,
 * whatever the filters, sort or count asked (docs/decisions/wellness.md).
 */
export function marksScope(
  viewer: WellnessViewer,
  q: { by_company?: boolean; owner?: number; service?: number; names?: string },
): MarksScope {
  const othersNamed = q.by_company || q.service !== undefined || !!q.names;
  if (q.owner === viewer.userId && !othersNamed) return { kind: 'self' };
  if (q.owner === undefined && !othersNamed) return { kind: 'self' };
  if (!viewer.isHr) throw forbidden('wellness.individual_marks_hr_only');
  return q.owner === undefined ? { kind: 'company' } : { kind: 'person', ownerId: q.owner };
}

/**
 * Whose averages GET wellness/average_by_period/ reads, and of which kind of marks. `is_for_team`: HR the company or a
 * service, anyone else the members of the services they manage, always over every kind of mark (a manager comparing
 * kinds or services could subtract one group from another and find a person's marks). `owner` someone else: HR only.
 */
export function averageScope(
  viewer: WellnessViewer,
  q: Pick<WellnessAverageQuery, 'is_for_team' | 'owner' | 'service' | 'average_period'>,
): { scope: AverageScope; period: WellnessPeriod | undefined } {
  if (q.is_for_team) {
    if (!viewer.isHr) return { scope: { kind: 'team' }, period: undefined };
    const scope: AverageScope =
      q.service === undefined ? { kind: 'company' } : { kind: 'service', serviceId: q.service };
    return { scope, period: q.average_period };
  }
  if (q.service !== undefined && !viewer.isHr) throw forbidden('wellness.individual_marks_hr_only');
  if (q.owner === undefined || q.owner === viewer.userId) return { scope: { kind: 'self' }, period: q.average_period };
  if (!viewer.isHr) throw forbidden('wellness.individual_marks_hr_only');
  return { scope: { kind: 'person', ownerId: q.owner }, period: q.average_period };
}
