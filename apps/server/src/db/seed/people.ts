import type { Role } from '@staff/shared';

export type DemoPerson = {
  username: string;
  first_name: string;
  last_name: string;
  roles: Role[];
  is_staff?: boolean;
  /** Index into the service list of the company; undefined for people in no service. */
  service?: number;
};

/** Acme Conseil's fixed accounts (issue #2: demos, docs and checks rely on these names). */
export const ACME_FIXED: DemoPerson[] = [
  { username: 'admin', first_name: 'Anne', last_name: 'Rousseau', roles: ['administrator'], is_staff: true },
  { username: 'rh', first_name: 'Régine', last_name: 'Henry', roles: ['hr'], is_staff: true },
  { username: 'compta', first_name: 'Clément', last_name: 'Perrin', roles: ['accounting'], is_staff: true },
  { username: 'manager', first_name: 'Marc', last_name: 'Lemoine', roles: ['manager'], is_staff: true },
  { username: 'assistant', first_name: 'Sophie', last_name: 'Aubert', roles: ['assistant'] },
  { username: 'alice', first_name: 'Alice', last_name: 'Martin', roles: ['collaborator'], service: 0 },
  { username: 'bob', first_name: 'Bob', last_name: 'Durand', roles: ['collaborator'], service: 0 },
  { username: 'claire', first_name: 'Claire', last_name: 'Petit', roles: ['collaborator'], service: 0 },
];

/** Managers of the two other services. */
export const ACME_MANAGERS: DemoPerson[] = [
  { username: 'jmoreau', first_name: 'Julien', last_name: 'Moreau', roles: ['manager'], is_staff: true },
  { username: 'sgirard', first_name: 'Sandrine', last_name: 'Girard', roles: ['manager'], is_staff: true },
];

const MORE: [string, string][] = [
  ['Élodie', 'Bernard'],
  ['Thomas', 'Dubois'],
  ['Camille', 'Thomas'],
  ['Nicolas', 'Robert'],
  ['Julie', 'Richard'],
  ['Maxime', 'Laurent'],
  ['Léa', 'Simon'],
  ['Antoine', 'Michel'],
  ['Manon', 'Lefèvre'],
  ['Hugo', 'Leroy'],
  ['Chloé', 'Roux'],
  ['Lucas', 'David'],
  ['Inès', 'Bertrand'],
  ['Théo', 'Morel'],
  ['Sarah', 'Fournier'],
  ['Mathieu', 'Garnier'],
  ['Pauline', 'Faure'],
  ['Romain', 'André'],
  ['Océane', 'Mercier'],
  ['Quentin', 'Blanc'],
  ['Émilie', 'Guérin'],
  ['Baptiste', 'Boyer'],
];

/** Twenty-two more collaborators, spread over the "Conseil" (1) and "Data & IA" (2) services. */
export const ACME_MORE: DemoPerson[] = MORE.map(([first, last], i) => ({
  username: `${first[0]}${last}`
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase(),
  first_name: first,
  last_name: last,
  roles: ['collaborator'],
  service: i % 2 === 0 ? 1 : 2,
}));
