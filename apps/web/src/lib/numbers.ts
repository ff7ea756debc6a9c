/** Numbers in the user's language: "1,5" in French, "1.5" in English (spec: days in steps of 0.5). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}
