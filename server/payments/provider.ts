import type { TestProviderControls } from './testProvider';

/**
 * A payment provider behind the smallest interface the money path needs (issue 48): start a payment and
 * get the page the customer pays on, ask the status of a transaction, and tell whether a notification
 * really comes from the provider. CinetPay is the one implemented (cinetpayClient.ts); Ligdicash or
 * PayDunya would be another file answering the same three calls.
 */
export type ProviderName = 'cinetpay' | 'test';

export interface PaymentToStart {
  /** Our id for the transaction, unique, sent to the provider (CinetPay's transaction_id). */
  transactionId: string;
  /** Integer FCFA. */
  amount: number;
  currency: 'XOF';
  description: string;
  customerName: string;
  /** Where the provider posts its silent notification. */
  notifyUrl: string;
  /** Where the customer's browser comes back to. */
  returnUrl: string;
}

/** What the provider's status call says, before anything is written. */
export interface CheckedTransaction {
  transactionId: string;
  status: 'accepted' | 'refused' | 'pending';
  /** As the provider reports it (integer FCFA), null when it gave none. */
  amount: number | null;
  currency: string | null;
  /** The payments table's method, or null for one the product does not know. */
  method: 'orange_money' | 'moov_money' | null;
  /** The operator's own reference, kept as the payment's reference. */
  operatorReference: string | null;
}

export interface PaymentProvider {
  name: ProviderName;
  /** Returns the address of the provider's payment page for this transaction. */
  start(payment: PaymentToStart): Promise<{ paymentUrl: string }>;
  check(transactionId: string): Promise<CheckedTransaction>;
  /** True when the notification's token was made with the merchant's secret over these fields. */
  authenticNotification(fields: Record<string, string>, token: string | undefined): boolean;
}

/** The provider could not be reached or answered something the product cannot read: nothing is written. */
export class ProviderUnavailable extends Error {}

/**
 * What the server keeps of the payments module (ServerContext.payments): the provider, the test provider's controls
 * (tests). Declared here, beside the provider, so the server's context names it without importing the module's set-up.
 */
export interface Payments {
  provider: PaymentProvider;
  testProvider?: TestProviderControls;
  /** Set once the server listens: the address the provider and browsers reach it at. */
  setPublicUrl(url: string): void;
}
