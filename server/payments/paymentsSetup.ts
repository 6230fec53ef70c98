import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { startPeriodicRun, type PeriodicRun } from '../outbox/periodicRun';
import { cinetpayProvider } from './cinetpayClient';
import type { Payments } from './provider';
import { checkAndRecord, pendingTransactions } from './recordCheckedPayment';
import { registerPaymentRoutes } from './routes';
import { readRefusedLinkLimit, refusedLinkCounter } from '../http/refusedLinkLimit';
import { registerTestProvider, testProviderState } from './testProvider';

const cinetpayApi = 'https://api-checkout.cinetpay.com/v2';


/**
 * CinetPay when the merchant account is configured; otherwise the built-in test provider on this server,
 * reached by the same client over HTTP (its keys derived from the JWT secret, so every process agrees).
 */
export async function registerPayments(app: FastifyInstance, ctx: ServerContext): Promise<Payments> {
  let publicUrl = ctx.config.siteUrl;
  const publicUrlOf = () => publicUrl;
  const merchant = ctx.config.cinetpay;
  let payments: Payments;
  const form = (scope: FastifyInstance) =>
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  if (merchant) {
    payments = { provider: cinetpayProvider({ name: 'cinetpay', apiBase: cinetpayApi, ...merchant }), setPublicUrl: (url) => void url };
  } else {
    const account = {
      apiKey: 'test-api-key',
      siteId: '100000',
      secretKey: createHmac('sha256', ctx.jwtSecret).update('test payment provider').digest('hex'),
    };
    const state = testProviderState();
    payments = {
      provider: cinetpayProvider({ name: 'test', apiBase: `${publicUrl}/test-payments/v2`, ...account }),
      testProvider: state,
      setPublicUrl(url) {
        publicUrl = url;
        payments.provider = cinetpayProvider({ name: 'test', apiBase: `${url}/test-payments/v2`, ...account });
      },
    };
    await app.register(async (scope) => {
      form(scope);
      registerTestProvider(scope, account, state);
    });
  }
  const { rule } = await readRefusedLinkLimit(ctx.db);
  const refusedLinks = refusedLinkCounter(ctx.db, rule);
  await app.register(async (scope) => {
    form(scope);
    registerPaymentRoutes(scope, ctx, { provider: () => payments.provider, publicUrl: publicUrlOf, refusedLinks });
  }, { prefix: '/payments/v1' });
  return payments;
}

const pendingCheckIntervalMs = 60_000;

/**
 * The scheduled check of pending transactions (a notification that never came): each pending attempt older
 * than a minute is asked about again. Runs on the outbox's periodic runner, beside its consumers.
 */
export function startPendingPaymentCheck(ctx: Pick<ServerContext, 'db'>, payments: Payments, log: (line: string) => void, minAgeSeconds = 60): PeriodicRun {
  return startPeriodicRun(
    async (stopped) => {
      for (const transactionId of await pendingTransactions(ctx.db, 20, minAgeSeconds)) {
        if (stopped()) return;
        try {
          await checkAndRecord(ctx.db, payments.provider, transactionId);
        } catch (error) {
          log(`[paiements] vérification de ${transactionId} impossible : ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
    pendingCheckIntervalMs,
    (error) => log(`[paiements] vérification impossible : ${error instanceof Error ? error.message : String(error)}`),
  );
}
