import { type Language, type MissionOrderStatus, toFrenchDate } from '@staff/shared';
import type { Db } from '../../db/client';
import { enqueueLocalizedMail } from '../../platform/mail/localized';
import type { MissionOrderRow } from './mission-orders.queries';

/** What a mail says of the order: its object, customer and dates, in each language. */
const about = (row: MissionOrderRow) => ({
  fr: `« ${row.order.mission_object} » chez ${row.customer.name}, du ${toFrenchDate(row.order.begin_date)} au ${toFrenchDate(row.order.end_date)}`,
  en: `"${row.order.mission_object}" at ${row.customer.name}, from ${toFrenchDate(row.order.begin_date)} to ${toFrenchDate(row.order.end_date)}`,
});
const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/** The pages a mail links to: the employee's view, and the manager's form (view, or edit to complete a request). */
const missionOrderLinks = (publicUrl: string, id: number) => ({
  employee: `${publicUrl}/mission_orders/${id}`,
  managerView: `${publicUrl}/back_office/mission_orders_management/view/${id}`,
  managerEdit: `${publicUrl}/back_office/mission_orders_management/edit/${id}`,
});

/** The statuses a mail announces: the employee's turn (submitted), the manager's (accepted, refused, ask). */
export const MAILED_STATUSES: ReadonlySet<MissionOrderStatus> = new Set(['submitted', 'accepted', 'refused', 'ask']);
type MailedStatus = 'submitted' | 'accepted' | 'refused' | 'ask';

/**
 * The mail of a status change, in the transaction that made it (it leaves only if it commits): the employee when the
 * order is submitted to them; the manager when it is accepted and signed, refused, or asked (a travel request). In the
 * reader's language (issue 28).
 */
export async function mailMissionOrderStatus(tx: Db, row: MissionOrderRow, publicUrl: string): Promise<void> {
  const links = missionOrderLinks(publicUrl, row.order.id);
  const what = about(row);
  const owner = fullName(row.owner);
  const mails = {
    submitted: {
      to: row.owner.email,
      subject: { fr: 'Ordre de mission à signer', en: 'Mission order to sign' },
      fr: [
        `${fullName(row.manager)} vous envoie un ordre de mission ${what.fr}.`,
        `Pour le signer ou le refuser : ${links.employee}`,
      ],
      en: [`${fullName(row.manager)} sends you a mission order ${what.en}.`, `To sign or refuse it: ${links.employee}`],
    },
    accepted: {
      to: row.manager.email,
      subject: { fr: `Ordre de mission signé : ${owner}`, en: `Mission order signed: ${owner}` },
      fr: [`${owner} a accepté et signé l'ordre de mission ${what.fr}.`, links.managerView],
      en: [`${owner} accepted and signed the mission order ${what.en}.`, links.managerView],
    },
    refused: {
      to: row.manager.email,
      subject: { fr: `Ordre de mission refusé : ${owner}`, en: `Mission order refused: ${owner}` },
      fr: [`${owner} a refusé l'ordre de mission ${what.fr}.`, links.managerEdit],
      en: [`${owner} refused the mission order ${what.en}.`, links.managerEdit],
    },
    ask: {
      to: row.manager.email,
      subject: { fr: `Demande de déplacement : ${owner}`, en: `Travel request: ${owner}` },
      fr: [`${owner} demande un ordre de mission ${what.fr}.`, `Pour le compléter : ${links.managerEdit}`],
      en: [`${owner} asks for a mission order ${what.en}.`, `To complete it: ${links.managerEdit}`],
    },
  } as const;
  const status = row.order.status;
  if (!MAILED_STATUSES.has(status)) return;
  const mail = mails[status as MailedStatus];
  await enqueueLocalizedMail(tx, {
    companyId: row.order.company_id,
    priority: 'bulk',
    to: [mail.to],
    render: (language: Language) => ({ subject: mail.subject[language], text: mail[language].join('\n') }),
  });
}
