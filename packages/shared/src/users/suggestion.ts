import { TEXT_LIMITS } from '../text/schemas';

/*
 * The username the employee form offers for a new employee (issue 25): the first name's initial and the last name,
 * accents folded, in small letters ("Élodie Le Gœff" → "elegoeff"), with a number added when it is taken ("jdupont2").
 * The server reads which candidates are taken in one query and answers the first free one.
 */

/** Letters that NFD does not split into a base letter and an accent. */
const UNSPLIT_LETTERS: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/**
 * A name in small letters without accents, spaces, hyphens nor apostrophes: "D'Artagnan-Le Gœff" → "dartagnanlegoeff".
 * In the stored form of a username (NFKC, usernames.ts): a Hangul syllable that NFKD split into its letters is whole
 * again, so that the name offered is the one the server stores and compares with the usernames taken.
 */
export function foldedNamePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđðþ]/g, (letter) => UNSPLIT_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '')
    .normalize('NFKC');
}

/** The most numbered candidates offered; beyond, the form leaves the username to HR. */
export const USERNAME_SUGGESTION_TRIES = 50;

/**
 * The usernames to try for a name, best first: the base, then base2, base3… (never base1, which reads as "basel"). Each
 * fits the username's length, the base cut to leave room for the number. Empty when the name gives no letter.
 */
export function usernameCandidates(firstName: string, lastName: string): string[] {
  const last = foldedNamePart(lastName);
  if (last === '') return [];
  const base = `${[...foldedNamePart(firstName)][0] ?? ''}${last}`;
  const candidates: string[] = [];
  for (let n = 1; n <= USERNAME_SUGGESTION_TRIES; n += 1) {
    const suffix = n === 1 ? '' : String(n);
    candidates.push([...base].slice(0, TEXT_LIMITS.username - suffix.length).join('') + suffix);
  }
  return candidates;
}

/** The first candidate not in `taken` (usernameKey forms), or null when all are. */
export const firstFreeUsername = (candidates: readonly string[], taken: ReadonlySet<string>): string | null =>
  candidates.find((candidate) => !taken.has(candidate)) ?? null;
