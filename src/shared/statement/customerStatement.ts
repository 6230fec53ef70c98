import { paymentMethods } from '../config/options';

/**
 * The statement of account as public.customer_statement returns it (decision 070): amounts in FCFA,
 * days as YYYY-MM-DD. The database computes every figure; the portal, the mail and the PDF only print.
 */
export type StatementLineKind = 'invoice' | 'credit_note' | 'payment' | 'refund';

export interface StatementLine {
  day: string;
  kind: StatementLineKind;
  /** The invoice's or credit note's number; for a payment or a refund, its invoice's. */
  document: string;
  invoice_number: string;
  method: string | null;
  reference: string | null;
  debit: number;
  credit: number;
  /** The balance after this line. */
  balance: number;
}

/** What is owed at the period's end by days past the due date, and what the company owes back. */
export interface StatementAgeing {
  not_due: number;
  overdue_0_30: number;
  overdue_31_60: number;
  overdue_61_90: number;
  overdue_over_90: number;
  customer_credit: number;
  oldest_due_date: string | null;
}

export interface StatementCustomer {
  id: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  ifu: string | null;
  rccm: string | null;
  department: string | null;
}

export interface CustomerStatement {
  customer: StatementCustomer;
  period_start: string;
  period_end: string;
  opening_balance: number;
  lines: StatementLine[];
  total_debit: number;
  total_credit: number;
  closing_balance: number;
  ageing: StatementAgeing;
}

const methodLabel = (method: string | null) => paymentMethods.find((option) => option.value === method)?.label ?? method ?? '';

/** « Facture FAC-2026-0001 », « Paiement Orange Money (OM-1) – facture FAC-2026-0001 »… */
export function statementLineLabel(line: StatementLine): string {
  const reference = line.reference ? ` (${line.reference})` : '';
  switch (line.kind) {
    case 'invoice':
      return `Facture ${line.document}`;
    case 'credit_note':
      return `Avoir ${line.document} sur la facture ${line.invoice_number}`;
    case 'payment':
      return `Paiement ${methodLabel(line.method)}${reference} – facture ${line.invoice_number}`;
    case 'refund':
      return `Remboursement ${methodLabel(line.method)}${reference} – facture ${line.invoice_number}`;
  }
}

/** The ageing's rows as every reader prints them, in this order. */
export function ageingRows(ageing: StatementAgeing): { label: string; amount: number }[] {
  return [
    { label: 'Non échu', amount: ageing.not_due },
    { label: 'En retard de 0 à 30 jours', amount: ageing.overdue_0_30 },
    { label: 'En retard de 31 à 60 jours', amount: ageing.overdue_31_60 },
    { label: 'En retard de 61 à 90 jours', amount: ageing.overdue_61_90 },
    { label: 'En retard de plus de 90 jours', amount: ageing.overdue_over_90 },
    ...(ageing.customer_credit > 0 ? [{ label: 'En votre faveur (à rembourser)', amount: -ageing.customer_credit }] : []),
  ];
}

/** What is overdue, all buckets together. */
export const overdueTotal = (ageing: StatementAgeing) =>
  ageing.overdue_0_30 + ageing.overdue_31_60 + ageing.overdue_61_90 + ageing.overdue_over_90;

/** The PDF's file name: « releve-de-compte-2026-01-01-au-2026-12-07.pdf ». */
export const statementFilename = (statement: Pick<CustomerStatement, 'period_start' | 'period_end'>) =>
  `releve-de-compte-${statement.period_start}-au-${statement.period_end}.pdf`;
