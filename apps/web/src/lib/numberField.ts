/**
 * A number as a form holds it while it is typed: Mantine's NumberInput gives a number once it reads one, the text
 * itself in between ("0," on the way to "0,636"), '' when empty. It is turned into the body's number on submit only,
 * so that a comma being typed is never erased.
 */
export type TypedNumber = number | string | null;

/** The body's value: null when empty (the schema says the field is required), NaN when it is not a number. */
export function toNumber(value: TypedNumber): number | null {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return value;
  return Number(value.replace(/\s/g, '').replace(',', '.'));
}

/** Mantine needs the decimal separator of the language to read "0,5" (ARCHITECTURE.md "Known quirks"). */
export const decimalSeparatorOf = (language: string) => (language.startsWith('fr') ? ',' : '.');
