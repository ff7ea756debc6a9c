import { multilineText, TEXT_LIMITS } from '../text/schemas';

/**
 * A refusal's reason (issue 25), as the leave's: optional plain text the owner reads on the document, in its history
 * and in the refusal mail. Optional because a validator who refuses has often said why already; a required box gets
 * filled with "." and says nothing.
 */
export const refusalReasonSchema = multilineText(TEXT_LIMITS.reason).nullish();

/** Only a refusal carries a reason: the check of a status PATCH, refused on `reason` with the module's message. */
export const reasonOnlyWhenRefusing = (message: string) =>
  [
    (patch: { status?: string; reason?: string | null }) => !patch.reason || patch.status === 'refused',
    { error: message, path: ['reason'] as PropertyKey[] },
  ] as const;
