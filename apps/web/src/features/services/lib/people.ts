/** A text without accents and case, for matching a search ("elodie" finds "Élodie"). */
export const foldForSearch = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** "First Last", as the selectors show a person. */
export const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;
