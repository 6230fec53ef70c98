import type { Tables } from '../supabase/database.types';

/**
 * How a customer asked to be told of their appointment's or order's news by text message (the column
 * notice_channel of appointments and orders); '' in a form = not asked.
 */
export type NoticeChannel = NonNullable<Tables<'orders'>['notice_channel']>;

export const noticeChannels: readonly NoticeChannel[] = ['sms', 'whatsapp'];

/**
 * Whether a typed number can receive a text: the rule of the database's private.phone_e164 (spaces,
 * dots, dashes and brackets ignored; 00 for +; eight digits alone are a Burkina Faso number), which has
 * the last word.
 */
export function canReceiveTexts(typed: string): boolean {
  let digits = typed.replace(/[ ().-]/g, '');
  if (/^00[1-9]/.test(digits)) digits = `+${digits.slice(2)}`;
  if (/^[0-9]{8}$/.test(digits)) digits = `+226${digits}`;
  return /^\+[1-9][0-9]{7,14}$/.test(digits);
}
