import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * CinetPay's notification fields, in the order its x-token HMAC covers them (CinetPay's « X-TOKEN HMAC »
 * documentation): the token is the hex SHA-256 HMAC, keyed with the merchant's secret key, of their values
 * joined with nothing between them.
 */
export const notificationTokenFields = [
  'cpm_site_id', 'cpm_trans_id', 'cpm_trans_date', 'cpm_amount', 'cpm_currency', 'signature', 'payment_method',
  'cel_phone_num', 'cpm_phone_prefixe', 'cpm_language', 'cpm_version', 'cpm_payment_config', 'cpm_page_action',
  'cpm_custom', 'cpm_designation', 'cpm_error_message',
] as const;

export function notificationToken(secretKey: string, fields: Record<string, string>): string {
  const signed = notificationTokenFields.map((name) => fields[name] ?? '').join('');
  return createHmac('sha256', secretKey).update(signed).digest('hex');
}

export function tokenMatches(secretKey: string, fields: Record<string, string>, token: string | undefined): boolean {
  if (!token || !/^[0-9a-f]{64}$/i.test(token)) return false;
  const expected = Buffer.from(notificationToken(secretKey, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(token.toLowerCase(), 'hex'));
}
