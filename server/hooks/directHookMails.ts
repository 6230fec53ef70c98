import { randomBytes, randomInt } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import { createRemoteRenderClient, type HostedProject } from '../http/site/remoteProject';
import { openHookSecrets } from '../mail/hookSecrets';
import type { MailCompany } from '../mail/html/MailLayout';
import { createMailSender } from '../mail/mailSender';
import { isPermanentFailure } from '../mail/permanentFailure';
import { composeMail } from '../mail/templates/composeMail';
import type { MailToQueue } from '../outbox/queueMessages';
import { sealValue } from '../outbox/sealedValues';
import { claimHookCall } from './hookCalls';
import { HookDeliveryError } from './routes';

const companyColumns = 'company_name,address,city,country,phone_main,email_general';

/** Without the project's database, a webhook-id is remembered here past the five minutes a signed call can be replayed within. */
const rememberCallMs = 10 * 60_000;

/** The company's details as the site shows them (public_site_settings), read from the project's API as the pages read them. */
async function projectCompany(client: SupabaseClient): Promise<MailCompany | undefined> {
  const { data, error } = await client.from('public_site_settings').select(companyColumns).limit(1).maybeSingle<MailCompany>();
  if (error) throw new HookDeliveryError(503, `Réglages du projet illisibles : ${error.message}`);
  return data ?? undefined;
}

/**
 * In front of a hosted project (SUPABASE_URL), the server has no database and so no outbox: each mail
 * is written and sent while GoTrue waits, as GoTrue sends its own. A failure GoTrue can retry is
 * answered 503 (GoTrue tries again, then answers its client with an error, so the person can ask
 * again); a refusal by the mail server for this address, 422. A call GoTrue sends again (same
 * webhook-id, after an answer it did not get) is answered 200 without a second mail: whichever process
 * it reaches when the project's database is given (hostedProduct.ts: the id is claimed in the
 * transaction that lasts while the mail is sent, hookCalls.ts), only the same process otherwise.
 * GoTrue's link and code live only in memory, sealed with a key of this process (the templates' slots
 * want them sealed).
 */
export function directHookMails(config: ServerConfig, project: HostedProject, db?: Database) {
  const key = randomBytes(32).toString('base64');
  const log = (line: string) => {
    if (config.logLevel !== 'silent') console.info(line);
  };
  const sender = createMailSender(config, log);
  const client = createRemoteRenderClient(project);
  const recentCalls = new Map<string, number>();
  const isRecent = (callId: string) => {
    const now = Date.now();
    for (const [id, at] of recentCalls) if (now - at > rememberCallMs) recentCalls.delete(id);
    return recentCalls.has(callId);
  };

  const readCompany = () =>
    projectCompany(client).catch((error: unknown) => {
      throw error instanceof HookDeliveryError ? error : new HookDeliveryError(503, 'Projet Supabase injoignable');
    });

  async function send(mails: MailToQueue[], company: MailCompany | undefined): Promise<void> {
    for (const mail of mails) {
      // A number only for the Message-ID: nothing is stored.
      const row = { id: randomInt(1, 2 ** 31), kind: mail.kind, recipient: mail.to, data: mail.data };
      const given = openHookSecrets(key, mail.data);
      if (!given) throw new Error('lien du crochet illisible');
      const queued = { ...row, attempts: 0, appointment_id: null, reply_to: null, order_id: null, quote_id: null, invoice_id: null, credit_note_id: null };
      const prepared = composeMail(queued, company, { siteUrl: config.siteUrl.replace(/\/+$/, ''), ...given });
      try {
        await sender.send(prepared, company);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`[mail] échec d'envoi à ${mail.to} (crochet Send Email) : ${reason}`);
        throw new HookDeliveryError(isPermanentFailure(error) ? 422 : 503, `Envoi de l'e-mail impossible : ${reason}`);
      }
    }
  }

  return {
    seal: (value: string) => sealValue(key, value),
    close: () => sender.close(),
    async accept(mails: MailToQueue[], callId: string) {
      // Read before the claim's transaction: the project's API may need the same database.
      const company = await readCompany();
      if (db) {
        // A failure rolls the claim back: the call GoTrue sends again must go out.
        await db.transaction(async (tx) => {
          if (await claimHookCall(tx, callId)) await send(mails, company);
        });
        return;
      }
      if (isRecent(callId)) return;
      recentCalls.set(callId, Date.now());
      try {
        await send(mails, company);
      } catch (error) {
        // Not sent: the call GoTrue sends again must go out.
        recentCalls.delete(callId);
        throw error;
      }
    },
  };
}
