import { addDays } from '@staff/shared';
import { documents } from '../../modules/documents/documents.tables';
import { news } from '../../modules/news/news.tables';
import { sanitizeNewsHtml } from '../../modules/news/sanitize';
import { customers, PROJECT_COLORS, projectMembers, projects } from '../../modules/projects/projects.tables';
import type { services } from '../../modules/services/services.tables';
import type { users } from '../../modules/users/users.tables';
import type { FileStorage } from '../../platform/files/storage';
import type { Db } from '../client';
import { welcomeBookletPdf } from './booklet';

type Ctx = {
  companyId: number;
  today: string;
  files: FileStorage;
  services: (typeof services.$inferSelect)[];
  byName: Map<string, typeof users.$inferSelect>;
};

export async function seedAcmeContent(tx: Db, ctx: Ctx): Promise<void> {
  const c = { company_id: ctx.companyId };
  const [dev, conseil, data] = ctx.services;
  const customerRows = await tx
    .insert(customers)
    .values([
      {
        ...c,
        name: 'Banque Atlantique',
        nickname: 'BATL',
        address: '12 quai de la Fosse',
        city: 'Nantes',
        zip_code: '44000',
        country: 'France',
      },
      {
        ...c,
        name: 'Air Horizon',
        nickname: 'AIRH',
        address: '5 rue de Paris',
        city: 'Roissy-en-France',
        zip_code: '95700',
        country: 'France',
      },
      {
        ...c,
        name: 'Groupe Santé Plus',
        nickname: 'GSP',
        address: '40 cours Lafayette',
        city: 'Lyon',
        zip_code: '69003',
        country: 'France',
      },
      {
        ...c,
        name: 'Librairie Colbert',
        nickname: 'LCOL',
        address: '3 place Colbert',
        city: 'Rouen',
        zip_code: '76000',
        country: 'France',
        // A former customer: hidden until "See the inactive" is ticked.
        actif: false,
      },
      {
        ...c,
        name: 'Énergies Nouvelles',
        nickname: 'ENOUV',
        address: '8 allée des Pins',
        city: 'Bordeaux',
        zip_code: '33000',
        country: 'France',
      },
    ])
    .returning();
  const [banque, air, sante, , energie] = customerRows;
  const owner = ctx.byName.get('manager')!.id;
  const customerProject = (name: string, nickname: string, customerId: number, serviceId: number) => ({
    ...c,
    name,
    nickname,
    color: PROJECT_COLORS.customer,
    customer_id: customerId,
    service_id: serviceId,
    owner_id: owner,
  });
  const projectRows = await tx
    .insert(projects)
    .values([
      customerProject('Refonte espace client', 'ESPCLIENT', banque!.id, dev!.id),
      customerProject('API paiements', 'APIPAY', banque!.id, dev!.id),
      customerProject('Application mobile équipages', 'APPEQUIP', air!.id, dev!.id),
      customerProject('Audit organisation', 'AUDITORG', sante!.id, conseil!.id),
      customerProject('Schéma directeur SI', 'SDSI', sante!.id, conseil!.id),
      customerProject('Prévision de consommation', 'PREVCONSO', energie!.id, data!.id),
      customerProject('Tableaux de bord', 'DASHBOARD', air!.id, data!.id),
      { ...c, name: 'Formation interne', nickname: 'FORMATION', color: PROJECT_COLORS.company, chargeable: false },
      { ...c, name: 'Avant-vente', nickname: 'AVV', color: PROJECT_COLORS.company, chargeable: false },
      { ...c, name: 'Intercontrat', nickname: 'INTERCO', color: PROJECT_COLORS.company, chargeable: false },
      {
        ...c,
        name: 'Outillage interne',
        nickname: 'OUTILS',
        color: PROJECT_COLORS.company,
        visibility: 'team',
        service_id: dev!.id,
        owner_id: owner,
        chargeable: false,
      },
    ])
    .returning();
  // Who works on what: the projects' "users" column, and projects that cannot be deleted.
  const projectId = (name: string) => projectRows.find((p) => p.name === name)!.id;
  const staffing: [string, string[]][] = [
    ['Refonte espace client', ['alice', 'bob']],
    ['API paiements', ['claire']],
    ['Audit organisation', ['ebernard', 'cthomas']],
    ['Prévision de consommation', ['tdubois', 'nrobert']],
  ];
  await tx.insert(projectMembers).values(
    staffing.flatMap(([project, people]) =>
      people.map((username) => ({
        company_id: ctx.companyId,
        project_id: projectId(project),
        user_id: ctx.byName.get(username)!.id,
      })),
    ),
  );

  await tx.insert(news).values(acmeNews(ctx.companyId, ctx.today));
  await addDocument(
    tx,
    ctx,
    "Livret d'accueil",
    'Règles de la maison, interlocuteurs et outils.',
    'livret-accueil-acme.pdf',
  );
}

/** Acme's news: what the application does for its people, as an HR team would announce it (news.test.ts reads them). */
function acmeNews(companyId: number, today: string): (typeof news.$inferInsert)[] {
  const item = (title: string, html: string, daysAgo: number, daysLeft?: number) => ({
    company_id: companyId,
    title,
    content: sanitizeNewsHtml(html),
    publication_date: addDays(today, -daysAgo),
    expiration_date: daysLeft === undefined ? null : new Date(`${addDays(today, daysLeft)}T22:00:00Z`),
  });
  return [
    item(
      'Bienvenue sur votre espace collaborateur',
      "<p>Vos congés, votre profil et les documents de l'entreprise sont désormais ici, " +
        'depuis votre ordinateur comme depuis votre téléphone.</p>' +
        '<ul><li><strong>Tableau de bord</strong> : vos congés de l’année, les jours ouvrés restants du mois et, ' +
        'pour les responsables, les demandes qui attendent leur décision.</li>' +
        '<li><strong>Mon profil</strong> : vos coordonnées, votre mot de passe, la langue et le thème de ' +
        'l’application.</li></ul>' +
        "<p>Le livret d'accueil, dans la liste des documents, présente les règles de la maison et vos " +
        'interlocuteurs.</p>',
      10,
    ),
    item(
      'Vos congés, de la demande à la validation',
      '<p>Posez un congé en quelques clics depuis <em>Mes congés</em> : le nombre de jours est calculé pour ' +
        'vous, jours fériés exclus, et votre responsable est prévenu par e-mail dès l’envoi.</p>' +
        '<ul><li>Vos soldes de congés payés (N-1 et N) et de RTT sont tenus à jour sur la même page.</li>' +
        '<li>Le calendrier des congés montre qui est absent dans les trois mois à venir.</li></ul>',
      2,
      60,
    ),
  ];
}

export async function seedGlobexContent(tx: Db, ctx: Pick<Ctx, 'companyId' | 'today' | 'files'>): Promise<void> {
  const c = { company_id: ctx.companyId };
  const [customer] = await tx
    .insert(customers)
    .values({ ...c, name: 'Initech', nickname: 'INIT', city: 'Lille', country: 'France' })
    .returning();
  await tx.insert(projects).values([
    { ...c, name: 'Migration ERP', nickname: 'ERP', color: PROJECT_COLORS.customer, customer_id: customer!.id },
    { ...c, name: 'Interne', nickname: 'INTERNE', color: PROJECT_COLORS.company, chargeable: false },
  ]);
  await tx.insert(news).values([
    {
      ...c,
      title: 'Bienvenue chez Globex',
      content: "<p>Votre période d'essai a commencé.</p>",
      publication_date: ctx.today,
    },
    {
      ...c,
      title: 'Guide de démarrage',
      content: '<p>Invitez vos collaborateurs depuis le back-office.</p>',
      publication_date: ctx.today,
    },
  ]);
  await addDocument(tx, ctx, 'Guide de démarrage', 'Premiers pas avec la plateforme.', 'guide-globex.pdf');
}

async function addDocument(
  tx: Db,
  ctx: Pick<Ctx, 'companyId' | 'files'>,
  title: string,
  description: string,
  fileName: string,
) {
  const bytes = await welcomeBookletPdf(title, description);
  const stored = await ctx.files.save(tx, {
    companyId: ctx.companyId,
    fileName,
    bytes,
    contentType: 'application/pdf',
    createdBy: null,
  });
  await tx.insert(documents).values({ company_id: ctx.companyId, title, description, file_id: stored.id });
}
