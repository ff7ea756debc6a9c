/** A person as the service page's selectors and transfer lists show them. */
export type TransferPerson = { id: number; first_name: string; last_name: string; is_active: boolean };

/** A text without accents and case, for matching a search ("elodie" finds "Élodie"). */
export const foldForSearch = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** "Last First", as the transfer lists sort and show people. */
export const listLabel = (p: TransferPerson) => `${p.last_name} ${p.first_name}`;

/** The people whose name holds the search term, accents and case aside. */
export function searchPeople<P extends TransferPerson>(people: P[], search: string): P[] {
  const term = foldForSearch(search.trim());
  return term ? people.filter((p) => foldForSearch(listLabel(p)).includes(term)) : people;
}

/**
 * What the transfer lists show of the company's people and of the service's members, and which members they hide:
 * inactive people only with "Show inactives". A hidden member stays a member: `withHidden` adds them back to what the
 * lists hand over, so that a move changes only what the user sees.
 */
export function memberLists<P extends TransferPerson>(
  people: P[],
  memberIds: number[],
  byId: Map<number, TransferPerson>,
  showInactives: boolean,
) {
  const shown = (p: TransferPerson) => showInactives || p.is_active;
  const members = memberIds.flatMap((id) => {
    const person = byId.get(id);
    return person ? [person] : [];
  });
  const hidden = members.filter((m) => !shown(m)).map((m) => m.id);
  return {
    available: people.filter(shown),
    members: members.filter(shown),
    withHidden: (ids: number[]) => [...new Set([...ids, ...hidden])],
  };
}
