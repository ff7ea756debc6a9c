import { addDays, usernameSkeleton } from '@staff/shared';
import { count } from 'drizzle-orm';
import { companies } from '../../modules/companies/companies.tables';
import { seedCompanyDefaults } from '../../modules/reference/defaults';
import { serviceMembers, services } from '../../modules/services/services.tables';
import { users } from '../../modules/users/users.tables';
import type { FileStorage } from '../../platform/files/storage';
import { hashPassword } from '../../platform/passwords';
import type { Database, Db } from '../client';
import { seedActivities } from './activities';
import { seedAcmeContent, seedGlobexContent } from './content';
import { seedExpenses } from './expenses';
import { seedGlobexActivities } from './globex-activities';
import { seedLeaves } from './leaves';
import { seedMissionOrders } from './mission-orders';
import { ACME_FIXED, ACME_MANAGERS, ACME_MORE, type DemoPerson } from './people';
import { seedProjectBudget } from './project-budgets';
import { seedPayExportCodes } from './synthesis';
import { seedTimeTracking } from './time-tracking';
import { seedWellness, seedWellnessDraft } from './wellness';

export const DEMO_PASSWORD = 'demo1234';

/** The accounts printed at start-up: role, username. */
export const DEMO_ACCOUNTS: [string, string][] = [
  ['Acme Conseil — administrator', 'admin'],
  ['Acme Conseil — hr', 'rh'],
  ['Acme Conseil — accounting', 'compta'],
  ['Acme Conseil — manager', 'manager'],
  ['Acme Conseil — assistant', 'assistant'],
  ['Acme Conseil — collaborators', 'alice, bob, claire'],
  ['Globex (trial) — administrator', 'globex-admin'],
  ['Globex (trial) — collaborator', 'globex-user'],
  ['Superuser', 'root'],
];

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0) === 0;
}

async function insertPeople(
  tx: Db,
  companyId: number,
  people: DemoPerson[],
  passwordHash: string,
  domain: string,
  firstNumber: number,
) {
  const rows = await tx
    .insert(users)
    .values(
      people.map((p, i) => ({
        company_id: companyId,
        username: p.username,
        username_skeleton: usernameSkeleton(p.username),
        password_hash: passwordHash,
        first_name: p.first_name,
        last_name: p.last_name,
        email: `${p.username}@${domain}`,
        roles: p.roles,
        is_staff: p.is_staff ?? false,
        employee_number: `E${String(firstNumber + i).padStart(3, '0')}`,
        hiring_date: '2019-09-02',
        phone: null,
      })),
    )
    .returning();
  return new Map(rows.map((u) => [u.username, u]));
}

/** The demo: Acme Conseil (every feature), Globex (in trial), and the superuser `root`. One transaction. */
export async function seedDemo(db: Database, today: string, files: FileStorage): Promise<void> {
  // One hash for every demo account: they share the password, and hashing 35 times would slow every start.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [acme] = await tx
      .insert(companies)
      .values({
        name: 'Acme Conseil',
        hostname: 'localhost',
        use_wellness: true,
        support_email: 'support@acme-conseil.fr',
        support_phone: '+33 1 84 25 10 00',
        siret: '812 345 678 00021',
        legal_structure: 'SAS',
        collective_agreement: 'Syntec (IDCC 1486)',
        preferences: {
          leave: { recipients_for_validation: 'rh@acme-conseil.fr' },
          expense: { recipients_for_validation: 'compta@acme-conseil.fr' },
        },
      })
      .returning();
    const acmeId = acme!.id;
    await seedCompanyDefaults(tx, acmeId);
    await seedPayExportCodes(tx, acmeId);
    const people = [...ACME_FIXED, ...ACME_MANAGERS, ...ACME_MORE];
    const byName = await insertPeople(tx, acmeId, people, passwordHash, 'acme-conseil.fr', 1);
    const id = (username: string) => byName.get(username)!.id;

    const serviceRows = await tx
      .insert(services)
      .values([
        { company_id: acmeId, name: 'Développement', manager_id: id('manager'), assistant_id: id('assistant') },
        { company_id: acmeId, name: 'Conseil', manager_id: id('jmoreau'), assistant_id: id('assistant') },
        { company_id: acmeId, name: 'Data & IA', manager_id: id('sgirard') },
      ])
      .returning();
    await tx
      .insert(serviceMembers)
      .values(
        people
          .filter((p) => p.service !== undefined)
          .map((p) => ({ company_id: acmeId, service_id: serviceRows[p.service!]!.id, user_id: id(p.username) })),
      );
    await seedAcmeContent(tx, { companyId: acmeId, today, files, services: serviceRows, byName });
    const collaborators = people.filter((p) => p.roles.includes('collaborator')).map((p) => byName.get(p.username)!);
    await seedLeaves(tx, { companyId: acmeId, today, people: collaborators, deciderId: id('rh') });
    await seedActivities(tx, { companyId: acmeId, today, people: collaborators });
    await seedProjectBudget(tx, {
      companyId: acmeId,
      today,
      workerId: id('cthomas'),
      like: 'Application mobile équipages',
    });
    await seedTimeTracking(tx, { companyId: acmeId, today, ownerId: id('alice') });
    await seedExpenses(tx, {
      companyId: acmeId,
      today,
      featured: byName.get('alice')!,
      // Enough colleagues for each manager's queue (Développement, Conseil, Data & IA), few enough for a fast start.
      colleagues: collaborators.filter((p) => p.username !== 'alice').slice(0, 8),
      accountantId: id('compta'),
    });
    await seedMissionOrders(tx, {
      companyId: acmeId,
      today,
      managerId: id('manager'),
      ownerIds: [id('alice'), id('bob')],
    });
    await seedWellness(tx, {
      companyId: acmeId,
      today,
      markers: people
        .filter((p) => p.roles.includes('collaborator'))
        .map((p) => ({ id: id(p.username), service: p.service })),
      hrId: id('rh'),
      developmentId: serviceRows[0]!.id,
      answerer: id('bob'),
    });

    const [globex] = await tx
      .insert(companies)
      .values({
        name: 'Globex',
        hostname: 'globex.localhost',
        is_trial_period: true,
        trial_period_end: addDays(today, 30),
        support_email: 'support@globex.example',
      })
      .returning();
    await seedCompanyDefaults(tx, globex!.id);
    const globexPeople = await insertPeople(
      tx,
      globex!.id,
      [
        {
          username: 'globex-admin',
          first_name: 'Gérard',
          last_name: 'Lambert',
          roles: ['administrator'],
          is_staff: true,
        },
        { username: 'globex-user', first_name: 'Gaëlle', last_name: 'Bonnet', roles: ['collaborator'], service: 0 },
      ],
      passwordHash,
      'globex.example',
      1,
    );
    const [globexService] = await tx
      .insert(services)
      .values({ company_id: globex!.id, name: 'Opérations', manager_id: globexPeople.get('globex-admin')!.id })
      .returning();
    await tx
      .insert(serviceMembers)
      .values({ company_id: globex!.id, service_id: globexService!.id, user_id: globexPeople.get('globex-user')!.id });
    await seedGlobexContent(tx, { companyId: globex!.id, today, files });
    await seedLeaves(tx, {
      companyId: globex!.id,
      today,
      people: [globexPeople.get('globex-user')!],
      deciderId: globexPeople.get('globex-admin')!.id,
    });
    await seedGlobexActivities(tx, { companyId: globex!.id, today, ownerId: globexPeople.get('globex-user')!.id });
    // Gaëlle's tracked days: another company's entries, which no Acme user may reach (the route walk, the fuzzer).
    await seedTimeTracking(tx, { companyId: globex!.id, today, ownerId: globexPeople.get('globex-user')!.id });
    // Gaëlle's claims, with receipts and travel expenses: what another company's user may never reach (the route walk
    // tries every expense route on them).
    await seedExpenses(tx, {
      companyId: globex!.id,
      today,
      featured: globexPeople.get('globex-user')!,
      colleagues: [],
      accountantId: globexPeople.get('globex-admin')!.id,
    });
    await seedWellnessDraft(tx, { companyId: globex!.id, hrId: globexPeople.get('globex-admin')!.id });
    // Gaëlle's mission orders: another company's, which the route walk and the fuzzer try from Acme.
    await seedMissionOrders(tx, {
      companyId: globex!.id,
      today,
      managerId: globexPeople.get('globex-admin')!.id,
      ownerIds: [globexPeople.get('globex-user')!.id],
    });

    await tx.insert(users).values({
      company_id: null,
      username: 'root',
      password_hash: passwordHash,
      first_name: 'Super',
      last_name: 'Utilisateur',
      email: 'root@localhost',
      is_superuser: true,
      is_staff: true,
    });
  });
}
