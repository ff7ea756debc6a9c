/**
 * The months as the French date picker names its days ("13 mai 2027"), written here so that the journeys do not trust
 * the code they check.
 */
export const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
