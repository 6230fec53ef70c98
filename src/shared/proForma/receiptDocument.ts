import { paymentMethods } from '../config/options';
import type { ProFormaData } from './proFormaData';

/** A payment as its receipt prints it. */
export interface ReceivedPayment {
  amount: number;
  method: string;
  reference: string | null;
  /** YYYY-MM-DD */
  paid_on: string;
}

export const paymentMethodLabel = (method: string) => paymentMethods.find((option) => option.value === method)?.label ?? method;

/**
 * « REÇU DE PAIEMENT »: built on the invoice's own document, so the seller's and the customer's
 * blocks are the invoice's; one line for the payment, then what it leaves to pay. No TVA breakdown
 * and no payment terms: a receipt records money received.
 */
export function documentOfReceipt(invoice: ProFormaData, invoiceNumber: string, payment: ReceivedPayment, balanceDue: number): ProFormaData {
  const reference = payment.reference ? `, référence ${payment.reference}` : '';
  return {
    ...invoice,
    title: 'REÇU DE PAIEMENT',
    closingSubject: 'le présent reçu',
    reference: `Reçu de paiement – facture n° ${invoiceNumber}`,
    issuedOn: payment.paid_on,
    dueDate: undefined,
    validUntil: undefined,
    lines: [{
      description: `Paiement sur la facture n° ${invoiceNumber} : ${paymentMethodLabel(payment.method)}${reference}`,
      quantity: 1,
      unitPrice: payment.amount,
      lineTotal: payment.amount,
    }],
    total: payment.amount,
    amountRows: [
      { label: 'Montant reçu', amount: payment.amount, strong: true },
      { label: 'Solde dû à ce jour', amount: balanceDue, strong: false },
    ],
    settlement: undefined,
    remarks: [],
    paymentTerms: null,
  };
}
