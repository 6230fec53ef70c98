import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/**
 * Standard Webhooks signatures, as GoTrue signs its HTTP hooks: headers webhook-id, webhook-timestamp
 * and webhook-signature (`v1,<base64 HMAC-SHA256 of "id.timestamp.body">`), with a secret written
 * `v1,whsec_<base64>` as the Supabase dashboard shows it. Several secrets separated by `|` (GoTrue's
 * HOOK_SEND_EMAIL_SECRETS) let one be replaced without a gap: a call signed with any of them passes.
 * The library refuses a timestamp more than five minutes away from now (a replayed call).
 */
export type HookVerifier = (body: string, headers: Record<string, string | string[] | undefined>) => HookCheck;

type HookCheck = { ok: true; callId: string } | { ok: false; status: 400 | 401; message: string };

const parseHookSecrets = (secrets: string) =>
  secrets
    .split('|')
    .map((secret) => secret.trim().replace(/^v1,/, ''))
    .filter(Boolean);

const headerNames = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export function hookVerifier(secrets: string): HookVerifier {
  const webhooks = parseHookSecrets(secrets).map((secret) => new Webhook(secret));
  return (body, headers) => {
    const signed: Record<string, string> = {};
    for (const name of headerNames) {
      const value = headers[name];
      if (typeof value !== 'string' || value === '') return { ok: false, status: 400, message: `En-tête ${name} manquant : appel non signé` };
      signed[name] = value;
    }
    let refusal = 'Signature invalide';
    for (const webhook of webhooks) {
      try {
        // Only the signature: the route parses the body itself, answering 400 to one that is not JSON.
        webhook.verify(body, signed, { jsonParse: false });
        return { ok: true, callId: signed['webhook-id'] };
      } catch (error) {
        if (!(error instanceof WebhookVerificationError)) throw error;
        if (/timestamp/i.test(error.message)) refusal = 'Horodatage hors de la tolérance de cinq minutes (appel rejoué ou horloge décalée)';
      }
    }
    return { ok: false, status: 401, message: refusal };
  };
}
