/*
 * Usernames that look alike (issue 21): "ａｌｉｃｅ" (fullwidth) or "аlice" (a Cyrillic а) beside "alice" let one
 * employee pass for another in every list, history and mail. A username is stored in Unicode's NFKC form (fullwidth and
 * other compatibility forms become the plain letters), compared case aside as before, and refused when its skeleton
 * (Unicode TR39 §4, reduced to the look-alikes that matter for Latin names) is another username's of the company.
 */

/** The stored form of a typed username: NFKC, so that "ａｌｉｃｅ" is "alice" and "ﬁ" is "fi". */
export const normaliseUsername = (value: string): string => value.normalize('NFKC');

/** Who a username names: usernames are unique case aside (the database's lower(username) index). */
export const usernameKey = (value: string): string => normaliseUsername(value).toLowerCase();

/**
 * Letters of other scripts drawn like Latin ones, and Latin shapes drawn like others, each with the Latin letter it
 * passes for (Unicode's confusables.txt, the subset for letters and digits of the username alphabet). Capitals too:
 * the Cyrillic "В" passes for a "B" (its small letter "в" does not pass for a "b", but names are compared case aside).
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic capitals and small letters.
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ԛ: 'Q',
  Ԝ: 'W',
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  ӏ: 'l',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  // Greek capitals and small letters.
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  χ: 'x',
  // Latin letters of other alphabets drawn like the basic ones.
  ı: 'i',
  ɑ: 'a',
  ɡ: 'g',
  ℓ: 'l',
};

/** Anything but printable ASCII (a control character never reaches here: the schemas refuse it). */
const NOT_ASCII = /[^ -~]/;
const NOT_ASCII_ALL = /[^ -~]/g;
/**
 * Shapes that pass for one another once lowered: 1, | and i pass for l (case aside, as usernames are compared, "I" is
 * an "i", and a capital I is an l's twin), 0 for o, "rn" for "m", "vv" for "w".
 */
const SAME_SHAPES: [RegExp, string][] = [
  [/[1|i]/g, 'l'],
  [/0/g, 'o'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

/**
 * The skeleton of a username: two usernames with one skeleton look the same to a reader, case aside (usernames are
 * compared case aside). NFKC (fullwidth, ligatures, mathematical letters), look-alike letters of other scripts mapped
 * to Latin, small letters, then the shapes of SAME_SHAPES. Accents stay: "élodie" and "elodie" are told apart by
 * anyone reading them.
 */
export function usernameSkeleton(value: string): string {
  // Most names are plain ASCII, already NFKC and without look-alikes of other scripts (a company's 20,000 names are
  // read at each creation): only the others pay for the normalisation and the mapping.
  const mapped = NOT_ASCII.test(value)
    ? normaliseUsername(value).replace(NOT_ASCII_ALL, (char) => LOOK_ALIKES[char] ?? char)
    : value;
  let skeleton = mapped.toLowerCase();
  for (const [shape, kept] of SAME_SHAPES) skeleton = skeleton.replace(shape, kept);
  return skeleton;
}

/**
 * The username among `existing` (skeleton → username) that `username` could be mistaken for; undefined when none, or
 * when it is the same username case aside (that one is "taken", its own message).
 */
export function confusableUsername(username: string, existing: ReadonlyMap<string, string>): string | undefined {
  const other = existing.get(usernameSkeleton(username));
  return other !== undefined && usernameKey(other) !== usernameKey(username) ? other : undefined;
}
