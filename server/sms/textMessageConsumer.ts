import type { ServerConfig } from '../config';
import type { Database } from '../db/types';
import type { MailCompany } from '../mail/html/MailLayout';
import { loadMailCompany } from '../mail/mailCompany';
import type { OutboxConsumer } from '../outbox/consumer';
import { prepareSms } from './prepareSms';
import { createSmsDelivery, SmsRefusedError } from './smsDelivery';
import { notificationKindLabel } from '../../src/shared/notifications/notificationKinds';
import { MissingSmsTextError } from './smsTexts';

export interface TextMessageConsumerContext {
  config: ServerConfig;
  db: Database;
  /** Opens a queued code (sealed with it: server/outbox/sealedValues.ts). */
  jwtSecret: string;
  log: (line: string) => void;
}

/**
 * The outbox's SMS and WhatsApp messages, with the rules of its mails: sent once the Send SMS hook answered
 * 2xx (or the file is written), recorded with its kind's French name as subject (never its text: a code or
 * a link); a 429, a 5xx, a timeout or a network error is tried again with back-off; a refusal (another 4xx)
 * or a kind without text gives it up at once; one that no longer applies is withdrawn.
 */
export function textMessageConsumer(ctx: TextMessageConsumerContext): OutboxConsumer<MailCompany | undefined> {
  const delivery = createSmsDelivery(ctx.config, ctx.log);
  return {
    name: 'sms',
    channel: ['sms', 'whatsapp'],
    beforeBatch: () => loadMailCompany(ctx.db),
    async handle(queued, company) {
      try {
        const prepared = await prepareSms(ctx, queued, company);
        if (!prepared) return { outcome: 'withdrawn' };
        await delivery.deliver(prepared);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const permanent = error instanceof SmsRefusedError || error instanceof MissingSmsTextError;
        ctx.log(`[sms] échec d'envoi à ${queued.recipient} (tentative ${queued.attempts + 1}${permanent ? ', définitif' : ''}) : ${reason}`);
        return permanent ? { outcome: 'failed', error: reason } : { outcome: 'retry', error: reason };
      }
      const channelName = queued.channel === 'whatsapp' ? 'WhatsApp' : 'SMS';
      const label = notificationKindLabel(queued.kind).replace(/^SMS : /, '');
      return { outcome: 'sent', subject: `${channelName} : ${label}` };
    },
  };
}
