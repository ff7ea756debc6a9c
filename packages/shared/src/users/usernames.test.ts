import { describe, expect, it } from 'vitest';
import { EmployeeIn } from './employees';
import { confusableUsername, normaliseUsername, usernameKey, usernameSkeleton } from './usernames';

describe('usernameSkeleton', () => {
  // Each pair: two usernames a reader takes for one another, hence one skeleton.
  it.each([
    ['fullwidth letters', 'ａｌｉｃｅ', 'alice'],
    ['fullwidth digits and dot', 'ｊ．ｄｕｐｏｎｔ２', 'j.dupont2'],
    ['a mathematical bold letter', '𝐚lice', 'alice'],
    ['a ligature', 'ﬁona', 'fiona'],
    ['capitals', 'ALICE', 'alice'],
    ['a Cyrillic а', 'аlice', 'alice'],
    ['a Cyrillic о and е', 'jоhn.dое', 'john.doe'],
    ['Cyrillic capitals', 'ВОВ', 'bob'],
    ['a Cyrillic р and с', 'рierre.сlaude', 'pierre.claude'],
    ['a Cyrillic palochka ӏ', 'ӏea', 'lea'],
    ['a Greek ο and α', 'nοαh', 'noah'],
    ['Greek capitals', 'ΚΑΤΕ', 'kate'],
    ['a Greek ν', 'νictor', 'victor'],
    ['the digit 0 for o', 'r0bert', 'robert'],
    ['the digit 1 for l', 'pau1', 'paul'],
    ['a capital I for l', 'Iouis', 'louis'],
    ['a bar for l', 'pau|', 'paul'],
    ['an i for l, case aside ("IINA" beside "LINA")', 'iina', 'lina'],
    ['rn for m', 'rnarc', 'marc'],
    ['vv for w', 'vvalter', 'walter'],
    ['an accent as a combining mark', 'e\u0301lodie', 'élodie'],
  ])('%s: %s looks like %s', (_, a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  // Each pair: names anyone tells apart, hence two skeletons.
  it.each([
    ['an accent', 'élodie', 'elodie'],
    ['two different names', 'alice', 'alicia'],
    ['a Cyrillic letter with no Latin twin', 'жan', 'jan'],
    ['separators', 'jean.paul', 'jean-paul'],
    ['a digit that looks like nothing', 'bob2', 'bobz'],
  ])('%s: %s and %s differ', (_, a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });
});

describe('normaliseUsername and usernameKey', () => {
  it.each([
    ['ａｌｉｃｅ', 'alice', 'alice'],
    ['ＡＬＩＣＥ', 'ALICE', 'alice'],
    ['e\u0301lodie', 'élodie', 'élodie'],
    ['J.Dupont', 'J.Dupont', 'j.dupont'],
  ])('%s is stored as %s and names the account %s', (typed, stored, key) => {
    expect(normaliseUsername(typed)).toBe(stored);
    expect(usernameKey(typed)).toBe(key);
  });
});

describe('confusableUsername', () => {
  const existing = new Map([[usernameSkeleton('Alice'), 'Alice']]);
  it.each([
    ['аlice', 'Alice'],
    ['ａｌｉｃｅ', undefined], // NFKC makes it "alice": the same username, which is "taken", not "confusable"
    ['ALICE', undefined],
    ['alicia', undefined],
    ['AIice', 'Alice'],
  ])('%s → %s', (typed, other) => {
    expect(confusableUsername(typed, existing)).toBe(other);
  });
});

describe("EmployeeIn's username", () => {
  const parse = (username: string) =>
    EmployeeIn.safeParse({ username, first_name: 'a', last_name: 'b', email: 'a@b.fr' });
  it('is stored in NFKC, then checked against the alphabet of letters, digits and @ . + - _', () => {
    expect(parse('ｊｄｕｐｏｎｔ').data?.username).toBe('jdupont');
    expect(parse('e\u0301lodie').data?.username).toBe('élodie');
    for (const refused of ['jean dupont', 'zero\u200Bwidth', 'tab\u00ADhyphen', 'a/b', 'x\u0301']) {
      expect(parse(refused).success, refused).toBe(false);
    }
  });
});
