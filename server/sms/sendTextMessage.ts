import type { Queryable } from '../db/types';
import type { MailCompany } from '../mail/html/MailLayout';
import { markFailed, markSent, type QueuedMail } from '../mail/outboxQueries';
import { withdrawMail } from '../mail/prepareMail';
import { prepareSms, type SmsStep } from './prepareSms';
import type { SmsDelivery } from './smsDelivery';
import { SmsRefusedError } from './smsDelivery';
import { MissingSmsTextError, smsTexts } from './smsTexts';

/** Whether a claimed row of the outbox is a text message (sent here) rather than a mail. */
export const isTextMessage = (queued: QueuedMail) => queued.channel === 'sms' || queued.channel === 'whatsapp';

/**
 * Sends one claimed text message with the outbox's rules for mails: marked sent only once the hook
 * answered 2xx (or the file is written), recorded with its kind's French name as subject (never its
 * text: a code or a link); a 429, a 5xx, a timeout or a network error schedules a retry with backoff;
 * a refusal (another 4xx) or a kind without text gives it up at once; one that no longer applies is
 * withdrawn.
 */
export async function sendTextMessage(
  step: SmsStep & { db: Queryable },
  delivery: SmsDelivery,
  queued: QueuedMail,
  company: MailCompany | undefined,
  log: (line: string) => void,
): Promise<void> {
  let prepared;
  try {
    prepared = await prepareSms(step, queued, company);
    if (prepared) await delivery.deliver(prepared);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof SmsRefusedError || error instanceof MissingSmsTextError;
    await markFailed(step.db, queued.id, reason, permanent);
    log(`[sms] échec d'envoi à ${queued.recipient} (tentative ${queued.attempts + 1}${permanent ? ', définitif' : ''}) : ${reason}`);
    return;
  }
  const channelName = queued.channel === 'whatsapp' ? 'WhatsApp' : 'SMS';
  const label = (smsTexts[queued.kind]?.label ?? queued.kind).replace(/^SMS : /, '');
  await (prepared ? markSent(step.db, queued.id, `${channelName} : ${label}`) : withdrawMail(step.db, queued.id));
}
