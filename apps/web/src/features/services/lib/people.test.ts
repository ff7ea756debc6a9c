import { describe, expect, it } from 'vitest';
import { memberLists, searchPeople, type TransferPerson } from './people';

const person = (id: number, first_name: string, last_name: string, is_active = true): TransferPerson => ({
  id,
  first_name,
  last_name,
  is_active,
});
const elodie = person(1, 'Élodie', 'Bernard');
const thomas = person(2, 'Thomas', 'Dubois');
const gone = person(3, 'Paul', 'Ancien', false);
const people = [gone, elodie, thomas];
const byId = new Map(people.map((p) => [p.id, p]));

describe('the service page transfer lists', () => {
  it('find people by last or first name, accents and case aside', () => {
    expect(searchPeople(people, 'ELODIE')).toEqual([elodie]);
    expect(searchPeople(people, ' dubois ')).toEqual([thomas]);
    expect(searchPeople(people, '')).toEqual(people);
  });

  it('list inactive people only with "Show inactives"', () => {
    expect(memberLists(people, [], byId, false).available).toEqual([elodie, thomas]);
    expect(memberLists(people, [], byId, true).available).toEqual(people);
    expect(memberLists(people, [3, 1], byId, false).members).toEqual([elodie]);
    expect(memberLists(people, [3, 1], byId, true).members).toEqual([gone, elodie]);
  });

  it('keep a hidden inactive member in the service whatever the user moves', () => {
    const lists = memberLists(people, [3, 1], byId, false);
    // "Remove every member" hands over nobody: the inactive member the list did not show stays.
    expect(lists.withHidden([])).toEqual([3]);
    expect(lists.withHidden([1, 2])).toEqual([1, 2, 3]);
    expect(memberLists(people, [3, 1], byId, true).withHidden([])).toEqual([]);
  });
});
