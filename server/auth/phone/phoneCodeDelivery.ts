import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db/types';
import type { PhoneChannel } from './phoneInput';

export interface PhoneCodeMessage {
  kind: 'otp' | 'phone_change';
  /** As stored (E.164 without '+'). */
  phone: string;
  otp: string;
  channel: PhoneChannel;
  userId: string;
  validForMinutes: number;
}

/**
 * Hands a code to the SMS outbox in the caller's transaction (decision 052): sent exactly once by the
 * worker, through the Send SMS hook or to DATA_DIR/sms. Returns the message's id (GoTrue's message_id).
 * Interim stand-in until the outbox is merged: writes the message where the outbox writes it without a hook.
 */
export async function queuePhoneCode(_tx: Queryable, context: { dataDir: string; jwtSecret: string }, message: PhoneCodeMessage): Promise<string | null> {
  const id = randomUUID();
  const folder = path.join(context.dataDir, 'sms');
  await mkdir(folder, { recursive: true });
  const text = `Votre code Ouaga IT Services : ${message.otp}`;
  await writeFile(path.join(folder, `${Date.now()}-${id}.json`), JSON.stringify({ to: `+${message.phone}`, channel: message.channel, kind: message.kind, text }));
  return id;
}
