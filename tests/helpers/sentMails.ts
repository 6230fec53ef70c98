import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import type { TestServer } from './testServer';

/** A mail as the recipient gets it (written as .eml in DATA_DIR/mail when no SMTP server is set). */
export interface SentMail {
  /** The From header as the mail program shows it (« Ouaga IT Services <no-reply@…> »). */
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The text/html part, as a mail program would show it. */
  html: string;
  /** The Reply-To address, when the mail has one. */
  replyTo?: string;
  /** The calendar invite (`text/calendar` part), with the method its Content-Type names. */
  calendar?: { method: string; content: string };
  /** The attached files (the calendar invite aside), as a mail program lists them. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** Parsed as a mail program would (mailparser): multipart, encodings, encoded headers. */
export async function parseEml(raw: string): Promise<SentMail> {
  const parsed = await simpleParser(raw);
  const to = Array.isArray(parsed.to) ? parsed.to.map((address) => address.text).join(', ') : (parsed.to?.text ?? '');
  const invite = parsed.attachments.find((part) => part.contentType === 'text/calendar');
  const contentType = invite?.headers.get('content-type') as { params?: Record<string, string> } | undefined;
  const method = contentType?.params?.method;
  return {
    from: parsed.from?.text ?? '',
    to,
    subject: parsed.subject ?? '',
    text: (parsed.text ?? '').replace(/\n$/, ''),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    ...(parsed.replyTo ? { replyTo: parsed.replyTo.text } : {}),
    attachments: parsed.attachments
      .filter((part) => part.contentType !== 'text/calendar')
      .map((part) => ({ filename: part.filename ?? '', contentType: part.contentType, content: part.content })),
    ...(invite ? { calendar: { method: method?.toUpperCase() ?? '', content: invite.content.toString('utf8') } } : {}),
  };
}

/** Sends what is due, then every mail delivered so far to `recipient`, oldest first. */
export async function mailsTo(t: TestServer, recipient: string): Promise<SentMail[]> {
  await t.server.mail.flush();
  return mailsInFolder(path.join(t.dataDir, 'mail'), recipient);
}

/** Every mail written to `folder` (a server's DATA_DIR/mail) for `recipient`, oldest first. */
export async function mailsInFolder(folder: string, recipient: string): Promise<SentMail[]> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (file) => parseEml(await readFile(path.join(folder, file), 'utf8'))));
  const address = (to: string) => (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
  return mails.filter((mail) => address(mail.to) === recipient.toLowerCase());
}

/** The latest mail of that subject delivered to `recipient`; fails naming what was looked for. */
export async function latestMailTo(t: TestServer, recipient: string, subject: RegExp): Promise<SentMail> {
  const mail = (await mailsTo(t, recipient)).filter((candidate) => subject.test(candidate.subject)).at(-1);
  if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${recipient}`);
  return mail;
}

/** The link of the latest mail of that subject to `recipient`, with its token_hash and type. */
export async function latestLink(t: TestServer, recipient: string, subject: RegExp): Promise<URL> {
  const mail = (await mailsTo(t, recipient)).filter((candidate) => subject.test(candidate.subject)).at(-1);
  if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${recipient}`);
  const written = /https?:\/\/\S+token_hash=\S+/.exec(mail.text);
  if (!written) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  return new URL(written[0]);
}
