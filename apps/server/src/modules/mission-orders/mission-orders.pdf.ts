import type { Readable } from 'node:stream';
import { frenchEuros, type MissionOrderDetailOut, type MissionOrderStatus, toCents, toFrenchDate } from '@staff/shared';
import { footerOnEveryPage, heading, labelAndValue, type Pdf, pdfStream } from '../../platform/pdf';

const STATUS: Record<MissionOrderStatus, string> = {
  draft: 'Brouillon',
  submitted: 'Soumis au collaborateur',
  accepted: 'Accepté et signé',
  refused: 'Refusé',
  edition: 'En cours de modification (à signer de nouveau)',
  signed: 'Accepté et signé',
  ask: 'Demande de déplacement',
};

type Order = MissionOrderDetailOut;
const euros = (amount: number) => frenchEuros(toCents(amount));
const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
/** "20/11/2026 à 10:15", Paris time. */
const frenchMoment = (iso: string) => {
  const at = new Date(iso);
  const day = toFrenchDate(at.toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' }));
  const time = at.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
  return `${day} à ${time}`;
};
/** A limit of 0 is no limit set: the order names none. */
const limit = (amount: number, unit: string) => (amount > 0 ? `${euros(amount)} ${unit}` : 'non plafonné');

/** The expense rules in words (spec/2 §4.5): the global package, or the transports and the accommodation. */
export function expenseRulesInWords(order: Order): string[] {
  if (order.daily_package_flag) {
    return [
      `Forfait journalier global de ${euros(order.daily_package)} par jour : il couvre transports, repas et hébergement.`,
    ];
  }
  const rules: string[] = [];
  if (order.public_transport) rules.push('Transports en commun.');
  if (order.sociaty_vehicle) rules.push('Véhicule de société.');
  if (order.personal_vehicle) {
    const repaid =
      order.mileage_limit > 0
        ? `au plus ${order.mileage_limit} km remboursés`
        : order.transport_limit > 0
          ? `forfait de ${euros(order.transport_limit)} par jour`
          : 'indemnités kilométriques au barème';
    rules.push(`Véhicule personnel : ${repaid}.`);
  }
  if (order.accommodation_paid_by_company) rules.push('Hébergement et repas pris en charge par le client.');
  if (order.accommodation_paid_by_structure) {
    rules.push(
      'Hébergement et repas pris en charge par la structure : ' +
        `petit-déjeuner ${limit(order.breakfast_limit, 'par repas')}, dîner ${limit(order.dinner_limit, 'par repas')}, ` +
        `hôtel ${limit(order.hotel_limit, 'par nuit')}.`,
    );
  }
  if (order.none_expense) rules.push("Aucun frais d'hébergement ni de repas.");
  return rules;
}

/** The extensions of the trail, in words: "Le 20/11/2026 à 10:15, Marc Dubois a prolongé la mission du … au …". */
const extensionsInWords = (order: Order) =>
  order.history
    .filter((entry) => entry.action === 'extend')
    .map(
      (entry) =>
        `Le ${frenchMoment(entry.at)}, ${name(entry.actor)} a prolongé la mission : fin du ` +
        `${toFrenchDate(entry.old_end_date ?? '')} reportée au ${toFrenchDate(entry.new_end_date ?? '')}.`,
    );

const line = (doc: Pdf, label: string, value: string) => labelAndValue(doc.fontSize(10), label, value, 150);
const paragraph = (doc: Pdf, text: string) => doc.font('Helvetica').fontSize(10).text(text).moveDown(0.2);

/**
 * The order as a PDF stream, in French (spec/2 §7.2 "pdf/mission-order/{id}"): who goes where and when, the customer,
 * the expense rules in words, the remark, the extensions, and the signature block (who signed, when, which version).
 */
export function missionOrderPdf(order: Order, company: { name: string; footer: string | null }): Promise<Readable> {
  const owner = name(order.owner_object);
  return pdfStream(`Ordre de mission — ${owner} — ${order.customer_object.name}`, (doc) => {
    footerOnEveryPage(doc, company.footer);
    doc.fontSize(18).font('Helvetica-Bold').text('Ordre de mission');
    doc.moveDown(0.3).font('Helvetica').fontSize(11).fillColor('#555').text(company.name);
    doc.moveDown().fillColor('#000');
    const number = order.owner_object.employee_number;
    line(doc, 'Collaborateur', `${owner}${number ? ` (matricule ${number})` : ''}`);
    line(doc, 'Responsable', name(order.current_manager_object));
    line(doc, 'Statut', `${STATUS[order.status]} — version ${order.version}`);
    if (order.date_of_submission) line(doc, 'Soumis le', toFrenchDate(order.date_of_submission));

    heading(doc, 'Mission');
    line(doc, 'Objet', order.mission_object);
    line(doc, 'Rôle', order.role);
    line(doc, 'Du', toFrenchDate(order.begin_date));
    line(doc, 'Au', toFrenchDate(order.end_date));

    heading(doc, 'Client');
    line(doc, 'Client', order.customer_object.name);
    line(doc, 'Projet', order.project_object.name);
    line(doc, 'Contact', order.contact_name);
    if (order.contact_phone) line(doc, 'Téléphone', order.contact_phone);

    heading(doc, 'Règles de frais');
    for (const rule of expenseRulesInWords(order)) paragraph(doc, rule);
    if (order.remark) {
      heading(doc, 'Remarque');
      paragraph(doc, order.remark);
    }
    const extensions = extensionsInWords(order);
    if (extensions.length > 0) {
      heading(doc, 'Prolongations');
      for (const extension of extensions) paragraph(doc, extension);
    }

    heading(doc, 'Signature du collaborateur');
    const { signature } = order;
    paragraph(
      doc,
      signature
        ? `Accepté et signé par ${name(signature.signer)} le ${frenchMoment(signature.at)} (version ${signature.version}).`
        : 'Non signé.',
    );
  });
}
