import type { ServerConfig } from '../config';
import { CertificationRefused, type Certifier } from './certifier';
import { createHttpCertifier } from './httpCertifier';
import { testCertifierPath } from './testCertifier';
import { testSecefNim, type TestSecef } from './testSecef';

/**
 * Without an e-MCF module, who certifies: the test certifier over HTTP at this server's /test-secef (ownUrl),
 * or in process where this server serves no API (in front of a hosted project).
 */
export type TestCertifierPlace = { ownUrl: string } | { inProcess: TestSecef };

/** The configured e-MCF module and its NIM, or the built-in test certifier and its TEST NIM. */
export function chooseCertifier(config: ServerConfig, fallback: TestCertifierPlace): { certifier: Certifier; nim: string } {
  if (config.secef) {
    return {
      certifier: createHttpCertifier({ apiUrl: config.secef.apiUrl, apiKey: config.secef.apiKey, timeoutMs: config.secefTimeoutMs }),
      nim: config.secef.nim,
    };
  }
  const certifier = 'ownUrl' in fallback
    ? createHttpCertifier({ apiUrl: `${fallback.ownUrl}${testCertifierPath}`, apiKey: 'test-secef', timeoutMs: config.secefTimeoutMs })
    : inProcessCertifier(fallback.inProcess);
  return { certifier, nim: testSecefNim };
}

function inProcessCertifier(secef: TestSecef): Certifier {
  return {
    async certify(request) {
      const outcome = secef.certify(request);
      if (outcome.status === 200) return outcome.answer;
      throw new CertificationRefused(`Refusée par le SECeF (${outcome.error.errorCode}) : ${outcome.error.errorDesc}`);
    },
    async findCertified(invoiceNumber) {
      return secef.find(invoiceNumber);
    },
  };
}
