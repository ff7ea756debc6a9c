/** "Alice Martin": how the pickers and lists name a person, as the other lists do. */
export const personName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** A Select's options of people, by id. */
export const personOptions = (people: readonly { id: number; first_name: string; last_name: string }[]) =>
  people.map((person) => ({ value: String(person.id), label: personName(person) }));

/** A Select's options of named records (customers, projects), by id. */
export const namedOptions = (records: readonly { id: number; name: string }[]) =>
  records.map((record) => ({ value: String(record.id), label: record.name }));
