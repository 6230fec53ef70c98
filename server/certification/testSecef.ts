import { randomBytes } from 'node:crypto';
import { testNimPrefix } from '../../src/shared/certification/documentCertification';
import type { SecefAnswer, SecefError, SecefRequest } from './secefContract';

/** The test certifier's module number: it says TEST, and documents certified by it print « SPÉCIMEN ». */
export const testSecefNim = `${testNimPrefix}-EMCF-01`;
/** Burkina Faso's IFU: eight digits and a letter. */
const ifuPattern = /^\d{8}[A-Z]$/;

export type TestSecefOutcome = { status: 200; answer: SecefAnswer } | { status: 400; error: SecefError };

/**
 * The built-in test certifier's behaviour (its HTTP face is testCertifier.ts): checks what the SECeF checks
 * first, answers with test codes and counters, and knows the numbers it certified (one certification per
 * number: asked again, it answers the first certification). Kept in memory: a restart forgets them.
 */
export class TestSecef {
  private readonly certified = new Map<string, SecefAnswer>();
  private totalCount = 0;
  private invoiceCount = 0;
  private creditCount = 0;

  certify(request: SecefRequest): TestSecefOutcome {
    const known = this.certified.get(request.invoiceNumber);
    if (known) return { status: 200, answer: known };
    const problem = this.validate(request);
    if (problem) return { status: 400, error: problem };
    const isCredit = request.type === 'FA' || request.type === 'EA';
    this.totalCount += 1;
    if (isCredit) this.creditCount += 1;
    else this.invoiceCount += 1;
    const code = `TEST-${randomCode()}`;
    const dateTime = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const answer: SecefAnswer = {
      codeSecef: code,
      nim: testSecefNim,
      ifu: request.ifu,
      dateTime,
      qrContent: ['BFSECEF01', testSecefNim, code, request.ifu, dateTime.replace(/\D/g, '')].join(';'),
      counters: { tc: this.totalCount, fvc: this.invoiceCount, frc: this.creditCount },
      taxes: taxDetail(request),
    };
    this.certified.set(request.invoiceNumber, answer);
    return { status: 200, answer };
  }

  find(invoiceNumber: string): SecefAnswer | null {
    return this.certified.get(invoiceNumber) ?? null;
  }

  private validate(request: SecefRequest): SecefError | null {
    if (!request.invoiceNumber) return { errorCode: 'E01', errorDesc: 'Numéro de facture manquant.' };
    if (!Array.isArray(request.items) || request.items.length === 0) {
      return { errorCode: 'E02', errorDesc: 'La facture doit compter au moins un article.' };
    }
    if (request.client?.ifu && !ifuPattern.test(request.client.ifu)) {
      return { errorCode: 'E10', errorDesc: `IFU du client invalide (« ${request.client.ifu} ») : huit chiffres suivis d'une lettre attendus.` };
    }
    for (const item of request.items) {
      if (item.amount !== item.unitPrice * item.quantity) {
        return { errorCode: 'E20', errorDesc: `Montant incohérent pour l'article « ${item.name} ».` };
      }
    }
    if ((request.type === 'FA' || request.type === 'EA') && !request.reference) {
      return { errorCode: 'E30', errorDesc: 'Un avoir doit indiquer la facture d\'origine (NIM-FVC).' };
    }
    return null;
  }
}

function taxDetail(request: SecefRequest): SecefAnswer['taxes'] {
  const groups = new Map<SecefAnswer['taxes'][number]['group'], number>();
  for (const item of request.items) groups.set(item.taxGroup, (groups.get(item.taxGroup) ?? 0) + item.amount);
  return [...groups].map(([group, base]) => {
    const rate = group === 'B' ? 18 : 0;
    return { group, rate, base, tax: Math.round((base * rate) / 100) };
  });
}

function randomCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 4, 8, 12, 16].map((start) => characters.slice(start, start + 4).join('')).join('-');
}
