import { paths } from '../../../src/shared/paths';
import type { MailCompany } from '../html/MailLayout';
import type { MailLinks } from './mailTemplate';
import { labelled, lines, lowerLabel, signature } from './textParts';

/**
 * An order as placed, amounts already formatted in FCFA by the database. A guest's own mail carries
 * no delivery details: nothing a visitor typed is relayed to an address nobody has proven
 * (private.notify_order_placed).
 */
export interface OrderDetails {
  id?: string;
  number: number;
  customer_email: string | null;
  /** The profile's name, else the delivery name (staff alerts). */
  customer_name?: string | null;
  /** Placed without an account: its link is the token link, not the portal. */
  guest?: boolean;
  lines: { product: string; quantity: number; total: string }[] | null;
  subtotal: string;
  /** « 18 » */
  tax_rate: string;
  tax: string;
  /** « offerte » or an amount */
  shipping: string;
  total: string;
  /** « Paiement à la livraison » or « Mobile money » (absent from mails queued before the choice). */
  payment?: string;
  /** « Orange Money : … · Moov Money : … » when paid by mobile money. */
  mobile_money_numbers?: string | null;
  delivery_name?: string;
  delivery_phone?: string;
  delivery_address?: string;
  notes?: string | null;
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
    labelled('Paiement', data.payment),
    labelled('Numéros', data.mobile_money_numbers ?? undefined),
    labelled('Livraison à', data.delivery_name),
    labelled('Téléphone', data.delivery_phone),
    labelled('Adresse', data.delivery_address),
    labelled('Notes', data.notes),
  ];
}

/**
 * The customer's link to the order: the portal's page for an account, the token link for a guest
 * (minted by the send step: server/mail/orderMail.ts), or no line when none could be given.
 */
export function customerOrderLink(data: { number: number; guest?: boolean }, links: MailLinks): string | undefined {
  if (!data.guest) return `Voir ma commande : ${links.siteUrl}${paths.dashboardOrder(data.number)}`;
  return links.orderToken && `Voir ma commande : ${links.siteUrl}${paths.orderView(links.orderToken)}`;
}

/** Staff's link to the order in the back-office. */
export function adminOrderLink(data: { id?: string }, links: MailLinks): string | undefined {
  return data.id ? `Voir la commande : ${links.siteUrl}${paths.adminOrder(data.id)}` : undefined;
}

/** The data of a status change: the order and its new status label. */
export interface OrderStatusData {
  id?: string;
  number: number;
  delivery_name: string;
  total: string;
  status: string;
  guest?: boolean;
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
