const fcfaNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * Formats an amount in FCFA the French way: `650 000 FCFA`. Intl separates
 * thousands with a narrow no-break space (U+202F) and we keep it, so the
 * amount never wraps across two lines; a no-break space precedes the currency.
 */
export function formatFcfa(amount: number): string {
  return `${fcfaNumber.format(Math.round(amount))}\u00a0FCFA`;
}
