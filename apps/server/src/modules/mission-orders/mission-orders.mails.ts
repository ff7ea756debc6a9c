import { toFrenchDate } from '@staff/shared';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../platform/mail/outbox';
import type { MissionOrderRow } from './mission-orders.queries';

/** What a mail says of the order: its object, customer and dates, French then English. */
const about = (row: MissionOrderRow) => ({
  fr: `« ${row.order.mission_object} » chez ${row.customer.name}, du ${toFrenchDate(row.order.begin_date)} au ${toFrenchDate(row.order.end_date)}`,
  en: `"${row.order.mission_object}" at ${row.customer.name}, from ${toFrenchDate(row.order.begin_date)} to ${toFrenchDate(row.order.end_date)}`,
});
const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/** The pages a mail links to: the employee's view, and the manager's form (view, or edit to complete a request). */
export const missionOrderLinks = (publicUrl: string, id: number) => ({
  employee: `${publicUrl}/mission_orders/${id}`,
  managerView: `${publicUrl}/back_office/mission_orders_management/view/${id}`,
  managerEdit: `${publicUrl}/back_office/mission_orders_management/edit/${id}`,
});

/**
 * The mail of a status change, in the transaction that made it (it leaves only if it commits): the employee when the
 * order is submitted to them; the manager when it is accepted and signed, refused, or asked (a travel request).
 */
export async function mailMissionOrderStatus(tx: Db, row: MissionOrderRow, publicUrl: string): Promise<void> {
  const links = missionOrderLinks(publicUrl, row.order.id);
  const what = about(row);
  const owner = fullName(row.owner);
  const mails = {
    submitted: {
      to: row.owner.email,
      subject: 'Ordre de mission à signer / Mission order to sign',
      fr: [
        `${fullName(row.manager)} vous envoie un ordre de mission ${what.fr}.`,
        `Pour le signer ou le refuser : ${links.employee}`,
      ],
      en: [`${fullName(row.manager)} sends you a mission order ${what.en}.`, `To sign or refuse it: ${links.employee}`],
    },
    accepted: {
      to: row.manager.email,
      subject: `Ordre de mission signé : ${owner} / Mission order signed`,
      fr: [`${owner} a accepté et signé l'ordre de mission ${what.fr}.`, links.managerView],
      en: [`${owner} accepted and signed the mission order ${what.en}.`],
    },
    refused: {
      to: row.manager.email,
      subject: `Ordre de mission refusé : ${owner} / Mission order refused`,
      fr: [`${owner} a refusé l'ordre de mission ${what.fr}.`, links.managerEdit],
      en: [`${owner} refused the mission order ${what.en}.`],
    },
    ask: {
      to: row.manager.email,
      subject: `Demande de déplacement : ${owner} / Travel request`,
      fr: [`${owner} demande un ordre de mission ${what.fr}.`, `Pour le compléter : ${links.managerEdit}`],
      en: [`${owner} asks for a mission order ${what.en}.`, `To complete it: ${links.managerEdit}`],
    },
  } as const;
  const status = row.order.status;
  if (!(status in mails)) return;
  const mail = mails[status as keyof typeof mails];
  await enqueueMail(tx, {
    companyId: row.order.company_id,
    priority: 'bulk',
    to: [mail.to],
    subject: mail.subject,
    text: [...mail.fr, '', ...mail.en].join('\n'),
  });
}
