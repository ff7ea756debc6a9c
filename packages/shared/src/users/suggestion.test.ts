import { describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '../text/schemas';
import { EmployeeIn } from './employees';
import { firstFreeUsername, foldedNamePart, USERNAME_SUGGESTION_TRIES, usernameCandidates } from './suggestion';
import { normaliseUsername } from './usernames';

describe('usernameCandidates', () => {
  it.each([
    ['Jean', 'Dupont', 'jdupont'],
    ['Élodie', 'Guérin', 'eguerin'],
    ['jean-pierre', 'LE GOFF', 'jlegoff'],
    ['Anaïs', "D'Artagnan", 'adartagnan'],
    ['Œdipe', 'Cœurdeleu', 'ocoeurdeleu'],
    ['Lars', 'Ørsted', 'lorsted'],
    ['Ｊｅａｎ', 'Ｍａｒｔｉｎ', 'jmartin'],
    ['', 'Martin', 'martin'],
    ['Zoë', 'Brontë', 'zbronte'],
    ['Søren', 'Kierkegaard-Straße', 'skierkegaardstrasse'],
  ])('%s %s → %s first', (first, last, base) => {
    expect(usernameCandidates(first, last)[0]).toBe(base);
  });

  it('numbers the next ones from 2, never 1 (which reads as an l)', () => {
    expect(usernameCandidates('Jean', 'Dupont').slice(0, 3)).toEqual(['jdupont', 'jdupont2', 'jdupont3']);
    expect(usernameCandidates('Jean', 'Dupont')).toHaveLength(USERNAME_SUGGESTION_TRIES);
  });

  it.each([
    ['no last name', 'Jean', ''],
    ['a last name of signs only', 'Jean', "-' "],
  ])('offers nothing for %s', (_, first, last) => {
    expect(usernameCandidates(first, last)).toEqual([]);
  });

  it('cuts a long name so that the number still fits', () => {
    const long = 'a'.repeat(TEXT_LIMITS.username + 20);
    for (const candidate of usernameCandidates('Bob', long)) {
      expect(candidate.length).toBeLessThanOrEqual(TEXT_LIMITS.username);
    }
    expect(usernameCandidates('Bob', long)[1]?.endsWith('a2')).toBe(true);
  });

  it('offers only usernames the employee form accepts', () => {
    for (const [first, last] of [
      ['Élodie', 'Guérin'],
      ['Søren', 'Kierkegaard-Straße'],
      ['Иван', 'Петров'],
    ] as const) {
      for (const username of usernameCandidates(first, last).slice(0, 3)) {
        const parsed = EmployeeIn.safeParse({ username, first_name: first, last_name: last, email: 'a@b.fr' });
        expect(parsed.success, username).toBe(true);
      }
    }
  });
});

describe('foldedNamePart', () => {
  it.each([
    ['Le Goff', 'legoff'],
    ['Müller', 'muller'],
    ['Łukasz', 'lukasz'],
    ['Иван', 'иван'],
    // Whole syllables, as a username is stored (NFKC): not the three letters NFKD splits "김" into.
    ['김민준', '김민준'],
  ])('%s → %s', (name, folded) => expect(foldedNamePart(name)).toBe(folded));

  it('answers a username in its stored form, which the taken ones are compared with', () => {
    for (const candidate of usernameCandidates('민준', '김').slice(0, 2)) {
      expect(normaliseUsername(candidate)).toBe(candidate);
    }
  });
});

describe('firstFreeUsername', () => {
  const candidates = usernameCandidates('Jean', 'Dupont');
  it.each([
    [[], 'jdupont'],
    [['jdupont'], 'jdupont2'],
    [['jdupont', 'jdupont2', 'jdupont4'], 'jdupont3'],
    [candidates, null],
  ] as [string[], string | null][])('taken %j → %s', (taken, free) => {
    expect(firstFreeUsername(candidates, new Set(taken))).toBe(free);
  });
});
