import { expect } from 'vitest';
import { smsTo } from '../helpers/sentSms';
import type { TestServer } from '../helpers/testServer';

/** The six-digit code of the newest text message to `phone` (E.164 with '+'), as its owner reads it. */
export async function lastCodeSentTo(t: TestServer, phone: string): Promise<string> {
  const messages = await smsTo(t, phone);
  expect(messages.length).toBeGreaterThan(0);
  const code = /\b(\d{6})\b/.exec(messages[messages.length - 1].text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** How many text messages went to `phone` so far. */
export async function countSmsTo(t: TestServer, phone: string): Promise<number> {
  return (await smsTo(t, phone)).length;
}

/** Another code than `code`, for wrong guesses. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
