import type { FastifyInstance } from 'fastify';
import type { SecefRequest } from './secefContract';
import { TestSecef } from './testSecef';

/** Where the built-in test certifier answers, on the product's own server. */
export const testCertifierPath = '/test-secef';

/**
 * The e-MCF contract (secefContract.ts) served by the product itself when no module is configured, so a fresh
 * `npm start` certifies (test) invoices end to end through the same HTTP client as production.
 */
export function registerTestCertifier(app: FastifyInstance, secef: TestSecef = new TestSecef()): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!/^Bearer \S+/.test(request.headers.authorization ?? '')) {
      await reply.code(401).send({ errorCode: 'E00', errorDesc: 'Clé du module manquante.' });
    }
  });
  app.post('/invoices', async (request, reply) => {
    const outcome = secef.certify(request.body as SecefRequest);
    return reply.code(outcome.status).send(outcome.status === 200 ? outcome.answer : outcome.error);
  });
  app.get('/invoices/:number', async (request, reply) => {
    const answer = secef.find((request.params as { number: string }).number);
    return answer ? reply.send(answer) : reply.code(404).send({ errorCode: 'E404', errorDesc: 'Facture inconnue.' });
  });
}
