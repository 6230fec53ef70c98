import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import type { OutboxConsumer } from '../outbox/consumer';
import type { LogoReader } from './logoReader';
import type { MailCompany } from './html/MailLayout';
import { loadMailCompany } from './mailCompany';
import { createMailSender } from './mailSender';
import type { AuthMailTokens } from './mintMailTokens';
import { isPermanentFailure } from './permanentFailure';
import { prepareMail } from './prepareMail';
import { MissingTemplateError } from './templates/composeMail';

export interface MailConsumerContext {
  config: ServerConfig;
  db: Database;
  /** Opens what the Send Email hook sealed (hookSecrets.ts). */
  jwtSecret: string;
  authTokens: AuthMailTokens;
  /** Reads the settings' logo for the documents attached (documentLogo.ts). */
  readLogo: LogoReader;
  log: (line: string) => void;
}

/**
 * The outbox's e-mails: each is written as it leaves (its tokens minted, its kind's template, its invite
 * and attachments: prepareMail.ts) and sent; a refusal for this address or a kind without template gives it
 * up at once, any other failure is tried again; one that no longer applies is withdrawn.
 */
export function mailConsumer(ctx: MailConsumerContext): OutboxConsumer<MailCompany | undefined> {
  const sender = createMailSender(ctx.config, ctx.log);
  return {
    name: 'mail',
    channel: 'email',
    // Once per batch, not per mail; the company's details as they are when the mail leaves.
    beforeBatch: () => loadMailCompany(ctx.db),
    async handle(mail, company) {
      try {
        const prepared = await prepareMail(ctx, mail, company);
        if (!prepared) return { outcome: 'withdrawn' };
        await sender.send(prepared, company);
        return { outcome: 'sent', subject: prepared.subject };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof MissingTemplateError || isPermanentFailure(error);
        ctx.log(`[mail] échec d'envoi à ${mail.recipient} (tentative ${mail.attempts + 1}${permanent ? ', définitif' : ''}) : ${reason}`);
        return permanent ? { outcome: 'failed', error: reason } : { outcome: 'retry', error: reason };
      }
    },
    close: () => sender.close(),
  };
}
