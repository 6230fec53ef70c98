import { taxOfTotal } from '../../shared/money/documentAmounts';

export interface CreditedSoFar {
  total_ht: number;
  total_tva: number;
}

export interface CreditNoteAmounts {
  ht: number;
  tva: number;
  ttc: number;
}

/**
 * What a credit note will amount to, as issue_credit_note computes it (migration 20261129360300):
 * the whole rest takes exactly the TVA not yet credited; a part takes the TVA of its HT, capped so
 * that the credit notes never exceed the invoice's TVA.
 */
export function creditNoteAmounts(
  invoice: { total_ht: number; total_tva: number; tax_rate: number | string },
  credited: readonly CreditedSoFar[],
  amountHt: number | null,
): CreditNoteAmounts {
  const creditedHt = credited.reduce((sum, note) => sum + note.total_ht, 0);
  const creditedTva = credited.reduce((sum, note) => sum + note.total_tva, 0);
  const restHt = invoice.total_ht - creditedHt;
  if (amountHt === null || amountHt === restHt) {
    const tva = invoice.total_tva - creditedTva;
    return { ht: restHt, tva, ttc: restHt + tva };
  }
  const tva = Math.min(taxOfTotal(amountHt, Number(invoice.tax_rate)), invoice.total_tva - creditedTva);
  return { ht: amountHt, tva, ttc: amountHt + tva };
}

/** The HT an invoice can still be credited. */
export const creditableHt = (invoice: { total_ht: number }, credited: readonly CreditedSoFar[]) =>
  invoice.total_ht - credited.reduce((sum, note) => sum + note.total_ht, 0);
