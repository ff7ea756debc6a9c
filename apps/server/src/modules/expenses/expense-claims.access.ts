import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { pathId } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { claimActorOf, claimPolicy } from './expense-claims.policy';

/**
 * `preValidation` of the routes under one claim whose path names it `:claimId` (its lines, its attachments): 404 to
 * whoever may not see the claim, before the body is read, so that a colleague cannot tell by a 400 (or by uploading a
 * file) that a claim exists. The writers check again under the claim's lock (lockEditableClaim).
 */
export const seesClaimOfPath = (db: Db) => async (request: FastifyRequest) => {
  const actor = await claimActorOf(db, request);
  const claimId = pathId(request, 'claimId');
  const claim = claimId === null ? undefined : await claimPolicy.find(db, actor.companyId, claimId);
  if (!claim) throw notFound();
  claimPolicy.authorize(actor, claim, 'read');
  claimPolicy.remember(request, claim);
};
