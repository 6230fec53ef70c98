import type { SecefAnswer, SecefRequest } from './secefContract';

/** What the worker needs of the certification service (the real e-MCF module or the test certifier). */
export interface Certifier {
  /** Certifies the document; throws CertificationRefused (the service's validation error) or CertifierUnavailable. */
  certify(request: SecefRequest): Promise<SecefAnswer>;
  /** The answer of a number already certified, null when the service knows none (asked before every retry). */
  findCertified(invoiceNumber: string): Promise<SecefAnswer | null>;
}

/** The service refused the document: staff correct what the reason names and certify again. */
export class CertificationRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CertificationRefused';
  }
}

/** No usable answer (network, timeout, 5xx, 429, an answer that does not parse): tried again later. */
export class CertifierUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CertifierUnavailable';
  }
}
