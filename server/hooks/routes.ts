import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MailToQueue } from '../outbox/queueMessages';
import { hookMails, UnusableHookCall } from './hookMails';
import { hookVerifier } from './hookSignature';
import { sendEmailPayloadSchema } from './sendEmailPayload';

/** A mail the hook could not hand on; `status` is what GoTrue is told (429 and 503 make it try again). */
export class HookDeliveryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SendEmailHookOptions {
  /** SEND_EMAIL_HOOK_SECRET: the Standard Webhooks secrets GoTrue signs with. */
  secrets: string;
  /** GoTrue's address, that its links point to. */
  authUrl: string;
  /** Seals GoTrue's link and code before they are handed on (server/outbox/sealedValues.ts). */
  seal: (value: string) => string;
  /** Hands the call's mails on: to the outbox (outboxHookMails.ts) or straight out (directHookMails.ts). */
  accept: (mails: MailToQueue[], callId: string) => Promise<void>;
}

/** GoTrue's hook error shape: it logs `message` and answers its own client with an error. */
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ error: { http_code: status, message } });

/**
 * POST /hooks/send-email: GoTrue's Send Email hook (Authentication → Hooks on a hosted project, or
 * HOOK_SEND_EMAIL_URI of a GoTrue): GoTrue asks this server to write and send an auth mail instead of
 * sending its own. A call signed with the secret (hookSignature.ts) becomes the product's French mail
 * of that kind (hookMails.ts), with GoTrue's link and code. Anything else is refused, sending nothing.
 */
export async function registerSendEmailHook(app: FastifyInstance, options: SendEmailHookOptions): Promise<void> {
  const verify = hookVerifier(options.secrets);
  // The signature covers the exact bytes: the body is kept as text and parsed after checking it.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/send-email', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const check = verify(body, request.headers);
    if (!check.ok) return refuse(reply, check.status, check.message);
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return refuse(reply, 400, "Corps de l'appel illisible : JSON attendu");
    }
    const payload = sendEmailPayloadSchema.safeParse(json);
    if (!payload.success) {
      const issue = payload.error.issues[0];
      return refuse(reply, 400, `Appel du crochet invalide : ${issue.path.join('.')} ${issue.message}`);
    }
    try {
      await options.accept(hookMails(payload.data, options.authUrl, options.seal), check.callId);
    } catch (error) {
      if (error instanceof UnusableHookCall || error instanceof HookDeliveryError) {
        return refuse(reply, error instanceof HookDeliveryError ? error.status : 400, error.message);
      }
      throw error;
    }
    return reply.code(200).send({});
  });
}
