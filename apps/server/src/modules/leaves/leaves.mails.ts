import { countIn, toFrenchDate } from '@staff/shared';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import { mailValidators } from '../../platform/mail/validator-mails';
import type { SessionCompany } from '../../platform/sessions';
import { managersOf } from '../../platform/validators';
import type { leaves } from './leaves.tables';

type Leave = typeof leaves.$inferSelect;
type Person = { first_name: string; last_name: string; email: string };

const period = (p: string) => (p === 'AM' ? 'matin' : 'après-midi');
const span = (l: Leave) =>
  `du ${toFrenchDate(l.begin_date)} (${period(l.begin_period)}) au ${toFrenchDate(l.end_date)} (${period(l.end_period)}), ${countIn(l.half_days / 2, 'fr', { one: 'jour', other: 'jours' }, 2)}`;
const spanEn = (l: Leave) =>
  `from ${toFrenchDate(l.begin_date)} (${l.begin_period}) to ${toFrenchDate(l.end_date)} (${l.end_period}), ${countIn(l.half_days / 2, 'en', { one: 'day', other: 'days' }, 2)}`;

/** "(étape 1 sur 2)" / "(step 1 of 2)": the step of its approval circuit a leave waits at, in a mail; empty when none. */
const stepWords = (l: Leave) =>
  l.circuit_step && l.circuit
    ? {
        fr: ` (étape ${l.circuit_step} sur ${l.circuit.length})`,
        en: ` (step ${l.circuit_step} of ${l.circuit.length})`,
      }
    : { fr: '', en: '' };

/**
 * On submission: the company's leave recipients and the managers of the requester's services. A request to cancel an
 * accepted leave (issue 28) goes to the same people, who decide on it. A leave in an approval circuit (issue 28)
 * goes to the people of the step it waits at, on its submission and on each step accepted: the managers at their
 * step, hr and the company's recipients at theirs.
 */
export async function mailLeaveSubmitted(
  tx: Db,
  ctx: { company: SessionCompany; owner: Person; typeName: string; leave: Leave; link: string; cancellation?: boolean },
) {
  const who = `${ctx.owner.first_name} ${ctx.owner.last_name}`;
  const words = ctx.cancellation
    ? {
        subject: `Annulation de congé à valider : ${who} / Leave cancellation to decide`,
        fr: `${who} demande l'annulation de son congé « ${ctx.typeName} » ${span(ctx.leave)}, déjà accepté.`,
        en: `${who} asks to cancel their accepted "${ctx.typeName}" leave ${spanEn(ctx.leave)}.`,
      }
    : {
        subject: `Demande de congé à valider${stepWords(ctx.leave).fr} : ${who} / Leave request to validate${stepWords(ctx.leave).en}`,
        fr: `${who} demande un congé « ${ctx.typeName} » ${span(ctx.leave)}.`,
        en: `${who} asks for a "${ctx.typeName}" leave ${spanEn(ctx.leave)}.`,
      };
  const step =
    !ctx.cancellation && ctx.leave.circuit_step ? ctx.leave.circuit?.[ctx.leave.circuit_step - 1] : undefined;
  await mailValidators(tx, {
    companyId: ctx.company.id,
    document: 'leave',
    managerIds: step ? step.deciders : await managersOf(tx, ctx.company.id, ctx.leave.owner_id),
    recipients: step?.role !== 'manager',
    subject: words.subject,
    text: [
      words.fr,
      `Pour la valider ou la refuser : ${ctx.link}`,
      '',
      words.en,
      `To validate or refuse it: ${ctx.link}`,
    ].join('\n'),
  });
}

/** What a decision mail says, of a leave request or of a request to cancel an accepted leave (issue 28). */
function decisionWords(leave: Leave, typeName: string, cancellation: boolean) {
  if (!cancellation) {
    const accepted = leave.status === 'accepted';
    return {
      subject: accepted
        ? 'Votre demande de congé est acceptée / Your leave request is accepted'
        : 'Votre demande de congé est refusée / Your leave request is refused',
      fr: `Votre demande « ${typeName} » ${span(leave)} a été ${accepted ? 'acceptée' : 'refusée'}.`,
      en: `Your "${typeName}" request ${spanEn(leave)} was ${accepted ? 'accepted' : 'refused'}.`,
    };
  }
  // Accepted, the cancellation takes the leave back to draft; refused, the leave stays accepted.
  const accepted = leave.status === 'draft';
  return {
    subject: accepted
      ? "Votre demande d'annulation est acceptée / Your cancellation request is accepted"
      : "Votre demande d'annulation est refusée / Your cancellation request is refused",
    fr: accepted
      ? `L'annulation de votre congé « ${typeName} » ${span(leave)} a été acceptée : ses jours vous sont rendus.`
      : `L'annulation de votre congé « ${typeName} » ${span(leave)} a été refusée : le congé reste accepté.`,
    en: accepted
      ? `The cancellation of your "${typeName}" leave ${spanEn(leave)} was accepted: its days are given back.`
      : `The cancellation of your "${typeName}" leave ${spanEn(leave)} was refused: the leave stays accepted.`,
  };
}

/** On a decision: the requester. */
export async function mailLeaveDecided(
  tx: Db,
  ctx: { companyId: number; owner: Person; typeName: string; leave: Leave; link: string; cancellation?: boolean },
) {
  const reason = ctx.leave.status === 'refused' ? ctx.leave.refusal_reason : null;
  const words = decisionWords(ctx.leave, ctx.typeName, ctx.cancellation === true);
  await enqueueMail(tx, {
    companyId: ctx.companyId,
    priority: 'bulk',
    to: [ctx.owner.email],
    subject: words.subject,
    text: [
      words.fr,
      ...(reason ? [`Motif : ${reason}`] : []),
      ctx.link,
      '',
      words.en,
      ...(reason ? [`Reason: ${reason}`] : []),
    ].join('\n'),
  });
}
