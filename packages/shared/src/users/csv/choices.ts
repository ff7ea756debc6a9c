import { ROLES } from '../../auth';
import { CIVILITIES, type Civility, EMPLOYMENT_CONTRACTS } from '../rules';

/*
 * The words a French spreadsheet uses for the employee's choices (issue 25): "M." and "Mme" for the civilities, beside
 * the API's own values; and, for every choice, the list of accepted values that a warning shows.
 */

/** Each accepted way of writing a civility, by its folded form (small letters, no dot), with the value it stands for. */
const CIVILITY_WORDS: Record<string, Civility> = {
  m: 'Mister',
  mr: 'Mister',
  monsieur: 'Mister',
  mister: 'Mister',
  mme: 'Mrs',
  madame: 'Mrs',
  mrs: 'Mrs',
  mlle: 'Miss',
  mademoiselle: 'Miss',
  miss: 'Miss',
};

/** The civilities as a warning lists them, the French ones first. */
export const CSV_CIVILITIES_ACCEPTED = 'M., Mme, Mlle, Monsieur, Madame, Mademoiselle, Mister, Mrs, Miss';
export const CSV_EMPLOYMENT_CONTRACTS_ACCEPTED = EMPLOYMENT_CONTRACTS.join(', ');
export const CSV_ROLES_ACCEPTED = ROLES.join(', ');

/** "M.", "mme", "Madame", "Mrs" → the civility; undefined when the value is none of them. */
export function csvCivility(value: string): Civility | undefined {
  const folded = value.trim().toLowerCase().replace(/\.$/, '');
  return CIVILITY_WORDS[folded] ?? CIVILITIES.find((civility) => civility.toLowerCase() === folded);
}
