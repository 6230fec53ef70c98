import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { ServerConfig } from '../config';
import type { PreparedSms } from './prepareSms';

/** Where a text message goes: GoTrue's Send SMS hook (a gateway), or a folder of files in development. */
export interface SmsDelivery {
  /** Resolves once the hook answered 2xx (or the file is written); throws SmsRefusedError when retrying cannot help. */
  deliver(sms: PreparedSms): Promise<void>;
}

/** The hook refused this message for good (a 4xx other than 429): given up, not retried. */
export class SmsRefusedError extends Error {}

/** GoTrue waits five seconds for a hook; a gateway slower than that is tried again later. */
const hookTimeoutMs = 5_000;

/**
 * The body GoTrue's Send SMS hook receives: `{ user, sms: { otp } }`. To GoTrue's fields this adds,
 * in `sms`, the number, the channel (so a gateway may answer by WhatsApp) and the French text the
 * product writes; a notice (which GoTrue has no hook for) has `otp: ''` (decision 052).
 */
export function smsHookPayload(sms: PreparedSms): string {
  return JSON.stringify({
    user: sms.user,
    sms: { otp: sms.otp ?? '', phone: sms.phone, channel: sms.channel, message: sms.text, kind: sms.kind },
  });
}

function hookDelivery(uri: string, secrets: string): SmsDelivery {
  // The first secret signs; the others are kept by the receiver during a rotation (as GoTrue's HOOK_SEND_SMS_SECRETS).
  const signer = new Webhook(secrets.split('|')[0].trim().replace(/^v1,/, ''));
  return {
    async deliver(sms) {
      const body = smsHookPayload(sms);
      const sentAt = new Date();
      const response = await fetch(uri, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'webhook-id': sms.messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signer.sign(sms.messageId, sentAt, body),
        },
        body,
        signal: AbortSignal.timeout(hookTimeoutMs),
      });
      const answer = (await response.text().catch(() => '')).slice(0, 300);
      if (response.ok) return;
      const reason = `Crochet Send SMS : réponse ${response.status}${answer ? ` ${answer}` : ''}`;
      if (response.status === 429 || response.status >= 500) throw new Error(reason);
      throw new SmsRefusedError(reason);
    },
  };
}

function fileDelivery(folder: string, log: (line: string) => void): SmsDelivery {
  return {
    async deliver(sms) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${String(sms.id).padStart(6, '0')}-${sms.kind}.json`);
      await writeFile(file, `${JSON.stringify({ to: sms.phone, channel: sms.channel, kind: sms.kind, text: sms.text }, null, 2)}\n`);
      log(`[sms] ${sms.channel} ${sms.phone} : ${sms.kind} (${file})`);
    },
  };
}

export function createSmsDelivery(config: ServerConfig, log: (line: string) => void): SmsDelivery {
  return config.sendSmsHook
    ? hookDelivery(config.sendSmsHook.uri, config.sendSmsHook.secrets)
    : fileDelivery(path.join(config.dataDir, 'sms'), log);
}
