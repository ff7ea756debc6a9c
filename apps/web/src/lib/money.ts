/**
 * Money in the user's language (spec/1 §9 "currency is the euro, rounded to 2 decimals"): "1 234,50 €" in French,
 * "€1,234.50" in English. Shared by the reference types (a price per km, 3 decimals) and the expense claims.
 */
export function formatEuros(value: number, language: string, decimals = 2): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A rate given in percent: "25 %" in French, "25%" in English (VAT rates: "5,5 %"). */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
