/**
 * What an administration's or a company's documents need from the customer (issue 46, decision 060): its
 * IFU, RCCM, the service that buys, the purchase-order reference. Keys are the database's field hints
 * (`field:ifu`…), so a refusal from the database lands under the right field. All optional.
 */
export interface CustomerIdentityValues {
  ifu: string;
  rccm: string;
  department: string;
  purchase_order_ref: string;
}

export type CustomerIdentityField = keyof CustomerIdentityValues;

export const emptyCustomerIdentity: CustomerIdentityValues = { ifu: '', rccm: '', department: '', purchase_order_ref: '' };

export const customerIdentityTexts = {
  legend: 'Pour une administration ou une entreprise',
  ifu: 'IFU',
  ifuHint: '8 chiffres suivis d’une lettre, par exemple 00012345A',
  ifuInvalid: 'L’IFU compte 8 chiffres suivis d’une lettre (par exemple 00012345A).',
  rccm: 'RCCM',
  department: 'Service ou direction',
  purchaseOrderRef: 'Référence du bon de commande ou de l’engagement',
} as const;

/** The IFU as the database keeps it: capitals, without the spaces, dots and dashes people type. */
export function normalizeIfu(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Burkina's IFU: 8 digits and a letter (the database's check, private.tidy_customer_identity). */
const ifuPattern = /^[0-9]{8}[A-Z]$/;

export function ifuError(value: string): string | undefined {
  const ifu = normalizeIfu(value);
  return ifu === '' || ifuPattern.test(ifu) ? undefined : customerIdentityTexts.ifuInvalid;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The columns of a quote (`customer_*`) from the form's values. */
export function quoteIdentityColumns(values: CustomerIdentityValues) {
  return {
    customer_ifu: orNull(normalizeIfu(values.ifu)),
    customer_rccm: orNull(values.rccm),
    customer_department: orNull(values.department),
    purchase_order_ref: orNull(values.purchase_order_ref),
  };
}
