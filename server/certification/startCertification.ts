import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import { CertificationRefused, type Certifier } from './certifier';
import { startCertificationWorker, type CertificationWorker } from './certificationWorker';
import { createHttpCertifier } from './httpCertifier';
import { testCertifierPath } from './testCertifier';
import { testSecefNim, type TestSecef } from './testSecef';

/**
 * The certification worker on the configured e-MCF module, or, without one, on the test certifier: over HTTP
 * at this server's /test-secef (ownUrl), or in process where this server serves no API (in front of a hosted
 * project, given the TestSecef itself).
 */
export function startCertification(config: ServerConfig, db: Database, fallback: { ownUrl: string } | { inProcess: TestSecef }): CertificationWorker {
  const log = (line: string) => {
    if (config.logLevel !== 'silent') console.info(line);
  };
  if (config.secef) {
    const certifier = createHttpCertifier({ apiUrl: config.secef.apiUrl, apiKey: config.secef.apiKey, timeoutMs: config.secefTimeoutMs });
    return startCertificationWorker({ db, certifier, nim: config.secef.nim, log });
  }
  const certifier: Certifier = 'ownUrl' in fallback
    ? createHttpCertifier({ apiUrl: `${fallback.ownUrl}${testCertifierPath}`, apiKey: 'test-secef', timeoutMs: config.secefTimeoutMs })
    : inProcessCertifier(fallback.inProcess);
  return startCertificationWorker({ db, certifier, nim: testSecefNim, log });
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
