import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';
import type { ClaimedMail } from './writtenMail';

/** Where a mail goes: an SMTP server, or a folder of .eml files when none is configured. */
export interface MailDelivery {
  /** Resolves only once the mail is accepted (by the SMTP server, or written to disk). */
  deliver(mail: ClaimedMail): Promise<void>;
  close(): void;
}

function messageOf(mail: ClaimedMail, from: string) {
  return {
    from,
    // Address objects, so nodemailer never reads a list or a display name out of them: the database
    // accepts « x,y@z.bf » as one address, which as a string would mail y@z.bf past its daily ceiling.
    to: { name: '', address: mail.recipient },
    ...(mail.reply_to ? { replyTo: { name: '', address: mail.reply_to } } : {}),
    subject: mail.subject,
    text: mail.body_text,
    ...(mail.body_html ? { html: mail.body_html } : {}),
    // An alternative part `text/calendar; method=…` that mail programs show as an invitation.
    ...(mail.icalEvent ? { icalEvent: mail.icalEvent } : {}),
    ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
    // A stable id lets a receiving server or a reader spot a duplicate after a crash mid-send.
    messageId: `<notification-${mail.id}@ouaga-it-services.invalid>`,
  };
}

function smtpDelivery(smtpUrl: string, from: string): MailDelivery {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async deliver(mail) {
      await transport.sendMail(messageOf(mail, from));
    },
    close: () => transport.close(),
  };
}

function fileDelivery(folder: string, from: string, log: (line: string) => void): MailDelivery {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async deliver(mail) {
      const composed = await composer.sendMail(messageOf(mail, from));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${String(mail.id).padStart(6, '0')}-${mail.kind.replace(/[^a-z0-9_-]/gi, '_')}.eml`);
      await writeFile(file, composed.message);
      log(`[mail] ${mail.recipient} : ${mail.subject} (${file})`);
    },
    close: () => composer.close(),
  };
}

export function createMailDelivery(config: ServerConfig, log: (line: string) => void): MailDelivery {
  return config.smtpUrl
    ? smtpDelivery(config.smtpUrl, config.mailFrom)
    : fileDelivery(path.join(config.dataDir, 'mail'), config.mailFrom, log);
}
