import type { Certifier } from './certifier';
import { CertificationRefused, CertifierUnavailable } from './certifier';
import type { SecefAnswer, SecefError } from './secefContract';

export interface HttpCertifierSettings {
  /** The module's address, without a trailing slash (…/test-secef for the built-in certifier). */
  apiUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/** The e-MCF module over HTTP (secefContract.ts): the one client, for the real service and the test certifier. */
export function createHttpCertifier(settings: HttpCertifierSettings): Certifier {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> {
    try {
      return await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${settings.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new CertifierUnavailable(
        timedOut ? `Le service de certification n'a pas répondu en ${settings.timeoutMs} ms.` : `Service de certification injoignable : ${describe(error)}`,
      );
    }
  }

  return {
    async certify(request) {
      const response = await call('POST', '/invoices', request);
      if (response.ok) return readAnswer(response);
      if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
        throw new CertificationRefused(await refusalReason(response));
      }
      throw new CertifierUnavailable(`Le service de certification a répondu ${response.status}.`);
    },
    async findCertified(invoiceNumber) {
      const response = await call('GET', `/invoices/${encodeURIComponent(invoiceNumber)}`);
      if (response.status === 404) return null;
      if (response.ok) return readAnswer(response);
      throw new CertifierUnavailable(`Le service de certification a répondu ${response.status} à la vérification de ${invoiceNumber}.`);
    },
  };
}

async function readAnswer(response: Response): Promise<SecefAnswer> {
  const answer = (await response.json().catch(() => null)) as Partial<SecefAnswer> | null;
  if (!answer || typeof answer.codeSecef !== 'string' || typeof answer.nim !== 'string' || typeof answer.qrContent !== 'string'
      || typeof answer.dateTime !== 'string' || !answer.counters) {
    throw new CertifierUnavailable('Réponse du service de certification illisible.');
  }
  return answer as SecefAnswer;
}

/** The service's own reason (the DGI writes its messages in French), prefixed so staff know who refused. */
async function refusalReason(response: Response): Promise<string> {
  const error = (await response.json().catch(() => null)) as Partial<SecefError> | null;
  const detail = error?.errorDesc?.trim();
  return `Refusée par le SECeF${error?.errorCode ? ` (${error.errorCode})` : ''} : ${detail || `erreur ${response.status} sans motif`}`;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : error.message;
  }
  return String(error);
}
