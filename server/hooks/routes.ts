import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerContext } from '../context';
import { queueMail } from '../mail/enqueue';
import { hookMails, UnusableHookCall } from './hookMails';
import { hookVerifier } from './hookSignature';
import { sealValue } from './sealedValues';
import { sendEmailPayloadSchema } from './sendEmailPayload';

/** GoTrue's hook error shape: it logs `message` and answers its own client with an error. */
const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).header('content-type', 'application/json; charset=utf-8').send({ error: { http_code: status, message } });

/** A call already queued (GoTrue sends a call again with the same webhook-id when it got no answer). */
const alreadyQueued = `select 1 from public.notifications where data->>'hook_call' = $1 limit 1`;

/**
 * POST /hooks/send-email: GoTrue's Send Email hook (Authentication → Hooks on a hosted project, or
 * HOOK_SEND_EMAIL_URI of a GoTrue): GoTrue asks this server to write and send an auth mail instead of
 * sending its own. The signed call (hookSignature.ts) becomes the product's French mail of that kind,
 * queued in the outbox (server/mail), which sends it, retries it and records its end as for every mail;
 * GoTrue's link and code wait there sealed. Served only when SEND_EMAIL_HOOK_SECRET is set;
 * the links point at SEND_EMAIL_HOOK_AUTH_URL (GoTrue's address), this server's /auth/v1 by default.
 */
export async function registerSendEmailHook(app: FastifyInstance, ctx: ServerContext, hook: { secrets: string; authUrl: string }): Promise<void> {
  const verify = hookVerifier(hook.secrets);
  const seal = (value: string) => sealValue(ctx.jwtSecret, value);
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
    let mails;
    try {
      mails = hookMails(payload.data, hook.authUrl, seal);
    } catch (error) {
      if (error instanceof UnusableHookCall) return refuse(reply, 400, error.message);
      throw error;
    }
    await ctx.db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [check.callId]);
      if ((await tx.query(alreadyQueued, [check.callId])).rows.length > 0) return;
      for (const mail of mails) await queueMail(tx, { ...mail, data: { ...mail.data, hook_call: check.callId } });
    });
    return reply.code(200).send({});
  });
}
