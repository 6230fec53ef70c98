import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestServer } from './testServer';

/** A mail as the recipient gets it (written as .eml in DATA_DIR/mail when no SMTP server is set). */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function parseEml(raw: string): SentMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const header = (name: string) => headers.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim() ?? '';
  const body = rest.join('\n\n');
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { to: header('to'), subject: decodeHeader(header('subject')), text };
}

/** Sends what is due, then every mail delivered so far to `recipient`, oldest first. */
export async function mailsTo(t: TestServer, recipient: string): Promise<SentMail[]> {
  await t.server.mail.flush();
  const folder = path.join(t.dataDir, 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const mails = await Promise.all(files.map(async (file) => parseEml(await readFile(path.join(folder, file), 'utf8'))));
  const address = (to: string) => (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
  return mails.filter((mail) => address(mail.to) === recipient.toLowerCase());
}

/** The link of the latest mail of that subject to `recipient`, with its token_hash and type. */
export async function latestLink(t: TestServer, recipient: string, subject: RegExp): Promise<URL> {
  const mail = (await mailsTo(t, recipient)).filter((candidate) => subject.test(candidate.subject)).at(-1);
  if (!mail) throw new Error(`aucun e-mail « ${String(subject)} » pour ${recipient}`);
  const written = /https?:\/\/\S+token_hash=\S+/.exec(mail.text);
  if (!written) throw new Error(`pas de lien dans l'e-mail : ${mail.text}`);
  return new URL(written[0]);
}
