import { invoiceViewText as text } from '../i18n/fr/invoiceView';

/** What the payment server's return address says (server/payments/routes.ts: ?paiement=…), on an invoice's or an order's link page. */
export const paymentReturnNotices: Record<string, { kind: 'success' | 'error' | 'info'; message: string }> = {
  paid: { kind: 'success', message: text.paymentPaid },
  pending: { kind: 'info', message: text.paymentPending },
  refused: { kind: 'error', message: text.paymentRefused },
  mismatch: { kind: 'error', message: text.paymentMismatch },
};
