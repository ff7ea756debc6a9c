/** spec/2 §5.4: a number answer keeps only digits and dots, whatever is typed or pasted. */
export function numberAnswer(typed: string): string {
  return typed.replace(/,/g, '.').replace(/[^\d.]/g, '');
}

/** spec/2 §3: a yes/no answer travels as the strings "True" or "False". */
export const BOOL_ANSWERS = ['True', 'False'] as const;
