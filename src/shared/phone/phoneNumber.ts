/**
 * Phone numbers as the auth server stores them (GoTrue keeps E.164 without its '+') and as people type
 * them in Burkina Faso: « 70 12 34 56 », « +226 70123456 », « 0022670123456 ». One normaliser for the
 * server (which decides) and the pages (which warn before sending). The allowed country codes are the
 * server's AUTH_PHONE_COUNTRY_CODES; a number without one belongs to the first of them.
 */

/** National significant lengths of the countries we know; others get E.164's bounds alone. */
const nationalLengths: Record<string, number> = { '226': 8 };

/** E.164: at most 15 digits, no leading zero (GoTrue's own check). */
const e164 = /^[1-9]\d{7,14}$/;

export type PhoneProblem = 'format' | 'country';

export type PhoneCheck = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

export interface PhoneRules {
  /** Country calling codes allowed, the default first, e.g. ['226']. */
  countryCodes: readonly string[];
}

export const defaultPhoneRules: PhoneRules = { countryCodes: ['226'] };

/** Reads AUTH_PHONE_COUNTRY_CODES (« 226 », « 226,225,+223 »); undefined when it names none. */
export function parseCountryCodes(text: string): string[] | undefined {
  const codes = text
    .split(',')
    .map((code) => code.trim().replace(/^\+/, ''))
    .filter(Boolean);
  return codes.length && codes.every((code) => /^[1-9]\d{0,2}$/.test(code)) ? codes : undefined;
}

function fitsCountry(digits: string, code: string): boolean {
  if (!digits.startsWith(code)) return false;
  const length = nationalLengths[code];
  return length === undefined ? e164.test(digits) : digits.length === code.length + length;
}

/** The number's digits with its country code (no '+'), or why it is refused. */
export function checkPhone(typed: string, rules: PhoneRules = defaultPhoneRules): PhoneCheck {
  const compact = typed.trim().replace(/[\s.\-()/]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return { ok: false, problem: 'format' };
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.replace(/^(\+|00)/, '');
  const home = rules.countryCodes[0];
  if (!international) {
    // A national number of the default country, or its full international form typed without '+'.
    if (home && nationalLengths[home] === digits.length) return { ok: true, phone: home + digits };
    const code = rules.countryCodes.find((candidate) => fitsCountry(digits, candidate));
    if (code) return { ok: true, phone: digits };
    return { ok: false, problem: 'format' };
  }
  if (!e164.test(digits)) return { ok: false, problem: 'format' };
  const code = rules.countryCodes.find((candidate) => digits.startsWith(candidate));
  if (!code) return { ok: false, problem: 'country' };
  return fitsCountry(digits, code) ? { ok: true, phone: digits } : { ok: false, problem: 'format' };
}

/** The number as the pages show it: « +226 70 12 34 56 » (pairs after the country code, when we know it). */
export function formatPhone(stored: string): string {
  const digits = stored.replace(/^\+/, '');
  const code = Object.keys(nationalLengths).find((candidate) => digits.startsWith(candidate) && digits.length === candidate.length + nationalLengths[candidate]);
  if (!code) return digits ? `+${digits}` : '';
  const national = digits.slice(code.length).replace(/(\d{2})(?=\d)/g, '$1 ');
  return `+${code} ${national}`;
}

/** What the pages make of a typed number before sending it (issue 34, decision 055). */
export type NormalizedPhone = { ok: true; e164: string } | { ok: false; problem: 'empty' | 'invalid' };

/**
 * The pages' check, on checkPhone: « 70 12 34 56 » → `+22670123456`, as supabase-js sends it. A well-formed
 * number of another country passes: only the server knows AUTH_PHONE_COUNTRY_CODES, and says so itself.
 */
export function normalizePhoneNumber(typed: string): NormalizedPhone {
  if (!typed.trim()) return { ok: false, problem: 'empty' };
  const checked = checkPhone(typed);
  if (checked.ok) return { ok: true, e164: `+${checked.phone}` };
  if (checked.problem === 'country') return { ok: true, e164: `+${typed.replace(/\D/g, '').replace(/^00/, '')}` };
  return { ok: false, problem: 'invalid' };
}

/**
 * Any number as people read it (« +226 70 12 34 56 »): the account's (GoTrue's digits, or E.164) or a
 * contact number typed freely in a form; what cannot be read as a number is shown as it was written.
 */
export function formatPhoneNumber(phone: string | null | undefined): string {
  const written = phone?.trim();
  if (!written) return '';
  const normalized = normalizePhoneNumber(/^\d+$/.test(written) && written.length > 8 ? `+${written}` : written);
  return normalized.ok ? formatPhone(normalized.e164) : written;
}
