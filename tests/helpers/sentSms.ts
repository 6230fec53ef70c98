import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestServer } from './testServer';

/** A text message as the server wrote it to DATA_DIR/sms when no Send SMS hook is configured. */
export interface WrittenSms {
  to: string;
  channel: 'sms' | 'whatsapp';
  kind: string;
  text: string;
}

/** Sends what is due, then every text message written so far to `phone`, oldest first. */
export async function smsTo(t: TestServer, phone: string): Promise<WrittenSms[]> {
  await t.server.mail.flush();
  const folder = path.join(t.dataDir, 'sms');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  const written = await Promise.all(files.map(async (file) => JSON.parse(await readFile(path.join(folder, file), 'utf8')) as WrittenSms));
  return written.filter((sms) => sms.to === phone);
}

/** A fresh number in Burkina Faso's E.164 form (+226 and eight digits), so tests sharing a database never meet. */
export function uniquePhone(): string {
  return `+2267${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}
