import { countIn, type Language, toFrenchDate } from '@staff/shared';
import type { Db } from '../../db/client';
import { enqueueLocalizedMail, type MailText } from '../../platform/mail/localized';
import { mailValidators } from '../../platform/mail/validator-mails';
import type { SessionCompany } from '../../platform/sessions';
import { managersOf } from '../../platform/validators';
import type { leaves } from './leaves.tables';

type Leave = typeof leaves.$inferSelect;
type Person = { first_name: string; last_name: string; email: string };

const DAYS = { fr: { one: 'jour', other: 'jours' }, en: { one: 'day', other: 'days' } };
const period = (p: string, language: Language) => (language === 'en' ? p : p === 'AM' ? 'matin' : 'après-midi');
/** "du 02/03/2026 (matin) au 03/03/2026 (après-midi), 2 jours" / "from 02/03/2026 (AM) to 03/03/2026 (PM), 2 days". */
const span = (l: Leave, language: Language) => {
  const [from, to] = language === 'fr' ? ['du', 'au'] : ['from', 'to'];
  const begin = `${toFrenchDate(l.begin_date)} (${period(l.begin_period, language)})`;
  const end = `${toFrenchDate(l.end_date)} (${period(l.end_period, language)})`;
  return `${from} ${begin} ${to} ${end}, ${countIn(l.half_days / 2, language, DAYS[language], 2)}`;
};

/** "(étape 1 sur 2)" / "(step 1 of 2)": the step of its approval circuit a leave waits at, in a mail; empty when none. */
const stepWords = (l: Leave) =>
  l.circuit_step && l.circuit
    ? {
        fr: ` (étape ${l.circuit_step} sur ${l.circuit.length})`,
        en: ` (step ${l.circuit_step} of ${l.circuit.length})`,
      }
    : { fr: '', en: '' };

type SubmittedMail = { who: string; typeName: string; leave: Leave; link: string; cancellation?: boolean };

/** The validators' mail of a leave request, or of a request to cancel an accepted leave (issue 28), in one language. */
export function leaveSubmittedText(m: SubmittedMail, language: Language): MailText {
  const when = span(m.leave, language);
  if (language === 'en') {
    return m.cancellation
      ? {
          subject: `Leave cancellation to decide: ${m.who}`,
          text: `${m.who} asks to cancel their accepted "${m.typeName}" leave ${when}.\nTo validate or refuse it: ${m.link}`,
        }
      : {
          subject: `Leave request to validate${stepWords(m.leave).en}: ${m.who}`,
          text: `${m.who} asks for a "${m.typeName}" leave ${when}.\nTo validate or refuse it: ${m.link}`,
        };
  }
  return m.cancellation
    ? {
        subject: `Annulation de congé à valider : ${m.who}`,
        text: `${m.who} demande l'annulation de son congé « ${m.typeName} » ${when}, déjà accepté.\nPour la valider ou la refuser : ${m.link}`,
      }
    : {
        subject: `Demande de congé à valider${stepWords(m.leave).fr} : ${m.who}`,
        text: `${m.who} demande un congé « ${m.typeName} » ${when}.\nPour la valider ou la refuser : ${m.link}`,
      };
}

/**
 * On submission: the company's leave recipients and the managers of the requester's services, each in their
 * language. A request to cancel an accepted leave (issue 28) goes to the same people, who decide on it. A leave in an
 * approval circuit (issue 28) goes to the people of the step it waits at, on its submission and on each step
 * accepted: the managers at their step, hr and the company's recipients at theirs.
 */
export async function mailLeaveSubmitted(
  tx: Db,
  ctx: { company: SessionCompany; owner: Person; typeName: string; leave: Leave; link: string; cancellation?: boolean },
) {
  const mail = { ...ctx, who: `${ctx.owner.first_name} ${ctx.owner.last_name}` };
  const step =
    !ctx.cancellation && ctx.leave.circuit_step ? ctx.leave.circuit?.[ctx.leave.circuit_step - 1] : undefined;
  await mailValidators(tx, {
    companyId: ctx.company.id,
    document: 'leave',
    managerIds: step ? step.deciders : await managersOf(tx, ctx.company.id, ctx.leave.owner_id),
    recipients: step?.role !== 'manager',
    render: (language) => leaveSubmittedText(mail, language),
  });
}

const DECISION_WORDS = {
  fr: {
    request: (accepted: boolean) => `Votre demande de congé est ${accepted ? 'acceptée' : 'refusée'}`,
    requestText: (type: string, when: string, accepted: boolean) =>
      `Votre demande « ${type} » ${when} a été ${accepted ? 'acceptée' : 'refusée'}.`,
    cancellation: (accepted: boolean) => `Votre demande d'annulation est ${accepted ? 'acceptée' : 'refusée'}`,
    cancellationText: (type: string, when: string, accepted: boolean) =>
      accepted
        ? `L'annulation de votre congé « ${type} » ${when} a été acceptée : ses jours vous sont rendus.`
        : `L'annulation de votre congé « ${type} » ${when} a été refusée : le congé reste accepté.`,
    reason: 'Motif : ',
  },
  en: {
    request: (accepted: boolean) => `Your leave request is ${accepted ? 'accepted' : 'refused'}`,
    requestText: (type: string, when: string, accepted: boolean) =>
      `Your "${type}" request ${when} was ${accepted ? 'accepted' : 'refused'}.`,
    cancellation: (accepted: boolean) => `Your cancellation request is ${accepted ? 'accepted' : 'refused'}`,
    cancellationText: (type: string, when: string, accepted: boolean) =>
      accepted
        ? `The cancellation of your "${type}" leave ${when} was accepted: its days are given back.`
        : `The cancellation of your "${type}" leave ${when} was refused: the leave stays accepted.`,
    reason: 'Reason: ',
  },
} as const;

type DecidedMail = { typeName: string; leave: Leave; link: string; cancellation?: boolean };

/** The requester's mail of a decision, on a leave request or on a request to cancel an accepted leave, in one language. */
export function leaveDecidedText(m: DecidedMail, language: Language): MailText {
  const words = DECISION_WORDS[language];
  const when = span(m.leave, language);
  // Accepted, a cancellation takes the leave back to draft; refused, the leave stays accepted.
  const accepted = m.cancellation ? m.leave.status === 'draft' : m.leave.status === 'accepted';
  const reason = m.leave.status === 'refused' ? m.leave.refusal_reason : null;
  return {
    subject: m.cancellation ? words.cancellation(accepted) : words.request(accepted),
    text: [
      m.cancellation
        ? words.cancellationText(m.typeName, when, accepted)
        : words.requestText(m.typeName, when, accepted),
      ...(reason ? [`${words.reason}${reason}`] : []),
      m.link,
    ].join('\n'),
  };
}

/** On a decision: the requester, in their language. */
export async function mailLeaveDecided(
  tx: Db,
  ctx: { companyId: number; owner: Person; typeName: string; leave: Leave; link: string; cancellation?: boolean },
) {
  await enqueueLocalizedMail(tx, {
    companyId: ctx.companyId,
    priority: 'bulk',
    to: [ctx.owner.email],
    render: (language) => leaveDecidedText(ctx, language),
  });
}
