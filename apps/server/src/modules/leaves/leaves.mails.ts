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

/** On submission: the company's leave recipients and the managers of the requester's services. */
export async function mailLeaveSubmitted(
  tx: Db,
  ctx: { company: SessionCompany; owner: Person; typeName: string; leave: Leave; link: string },
) {
  const who = `${ctx.owner.first_name} ${ctx.owner.last_name}`;
  await mailValidators(tx, {
    companyId: ctx.company.id,
    document: 'leave',
    managerIds: await managersOf(tx, ctx.company.id, ctx.leave.owner_id),
    subject: `Demande de congé à valider : ${who} / Leave request to validate`,
    text: [
      `${who} demande un congé « ${ctx.typeName} » ${span(ctx.leave)}.`,
      `Pour la valider ou la refuser : ${ctx.link}`,
      '',
      `${who} asks for a "${ctx.typeName}" leave ${spanEn(ctx.leave)}.`,
      `To validate or refuse it: ${ctx.link}`,
    ].join('\n'),
  });
}

/** On a decision: the requester. */
export async function mailLeaveDecided(
  tx: Db,
  ctx: { companyId: number; owner: Person; typeName: string; leave: Leave; link: string },
) {
  const accepted = ctx.leave.status === 'accepted';
  const reason = ctx.leave.status === 'refused' ? ctx.leave.refusal_reason : null;
  await enqueueMail(tx, {
    companyId: ctx.companyId,
    priority: 'bulk',
    to: [ctx.owner.email],
    subject: accepted
      ? 'Votre demande de congé est acceptée / Your leave request is accepted'
      : 'Votre demande de congé est refusée / Your leave request is refused',
    text: [
      `Votre demande « ${ctx.typeName} » ${span(ctx.leave)} a été ${accepted ? 'acceptée' : 'refusée'}.`,
      ...(reason ? [`Motif : ${reason}`] : []),
      ctx.link,
      '',
      `Your "${ctx.typeName}" request ${spanEn(ctx.leave)} was ${accepted ? 'accepted' : 'refused'}.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ].join('\n'),
  });
}
