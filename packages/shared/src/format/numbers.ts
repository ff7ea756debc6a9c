/**
 * Figures on screen, in the reader's language, as Intl writes them: "1,5" / "1.5", "1 234,50 €" / "€1,234.50"
 * (French groups thousands and parts the euro sign with a narrow no-break space). Files and mails write French
 * figures with plain spaces instead (french.ts).
 */

/** "1,5" in French, "1.5" in English (days in steps of 0.5). */
export function formatNumber(value: number, language: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/**
 * Days as figures, always with two decimals: "20,50" / "20.50", "1,00" (issue 25: one number of decimals for days,
 * in the activity reports' cards and tables, the synthesis and the mails, as a half or a quarter day needs).
 */
export function formatDays(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** A price in euros: "0,636 €" / "€0.636" (a price per km has three decimals). */
export function formatEuros(value: number, language: string, decimals = 2): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A rate given in percent: "25 %" in French, "25%" in English. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
