import type { MailCompany } from '../html/MailLayout';
import { labelled, lines, lowerLabel, signature } from './textParts';

/** An order as placed, amounts already formatted in FCFA by the database. */
export interface OrderDetails {
  number: number;
  customer_email: string | null;
  lines: { product: string; quantity: number; total: string }[] | null;
  subtotal: string;
  /** « 18 » */
  tax_rate: string;
  tax: string;
  /** « offerte » or an amount */
  shipping: string;
  total: string;
  delivery_name: string;
  delivery_phone: string;
  delivery_address: string;
  notes: string | null;
}

export function orderDetailLines(data: OrderDetails) {
  return [
    `Commande n° ${data.number}`,
    '',
    data.lines?.length ? data.lines.map((line) => `- ${line.product} × ${line.quantity} : ${line.total} HT`).join('\n') : undefined,
    '',
    `Sous-total HT : ${data.subtotal}`,
    `TVA (${data.tax_rate} %) : ${data.tax}`,
    `Livraison : ${data.shipping}`,
    `Total TTC : ${data.total}`,
    '',
    `Livraison à : ${data.delivery_name}`,
    `Téléphone : ${data.delivery_phone}`,
    `Adresse : ${data.delivery_address}`,
    labelled('Notes', data.notes),
  ];
}

/** The data of a status change: the order and its new status label. */
export interface OrderStatusData {
  number: number;
  delivery_name: string;
  total: string;
  status: string;
  /** The customer cancelled it from their account. */
  by_customer: boolean;
}

/** Subject and text shared by the confirmed, delivered and cancelled mails; only the news differs. */
export function orderStatusMail(news: (data: OrderStatusData) => string) {
  return {
    subject: (data: OrderStatusData) => `Commande n° ${data.number} : ${lowerLabel(data.status)}`,
    text: (data: OrderStatusData, company: MailCompany | undefined) =>
      lines(`Bonjour ${data.delivery_name},`, '', news(data), '', `Total TTC : ${data.total}`, signature(company)),
  };
}
