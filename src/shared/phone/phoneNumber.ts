/**
 * Phone numbers as the auth service keeps them: E.164 (`+22670123456`). One module for the site's
 * forms, the portal, the back-office and the server, so a number typed « 70 12 34 56 » on a form is
 * the number the server looks up. Burkina Faso (+226, 8 digits) is the default country: most
 * customers type their number without a prefix.
 */

/** Burkina Faso's country calling code, the default for a number typed without one. */
export const defaultCountryCode = '226';

/** National number lengths we know; other countries get E.164's own bounds only. */
const nationalLengths: Record<string, number> = { [defaultCountryCode]: 8 };

export type PhoneNumberProblem = 'empty' | 'invalid' | 'country';

export type NormalizedPhone = { ok: true; e164: string } | { ok: false; problem: PhoneNumberProblem };

export interface PhoneRules {
  /** Country code given to a number typed without one (« 70 12 34 56 »). */
  defaultCountryCode?: string;
  /** When given, numbers of any other country are refused ('country'): the server's AUTH_PHONE_COUNTRY_CODES. */
  allowedCountryCodes?: readonly string[];
}

/** What people put between digits: spaces, dots, hyphens, brackets. Anything else makes the number invalid. */
const separators = /[\s.\-()/]/g;

function internationalDigits(typed: string, countryCode: string): string | null {
  const compact = typed.replace(separators, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  const national = nationalLengths[countryCode];
  // A national number (« 70123456 »), or one already with its code and no « + » (« 22670123456 », as GoTrue stores it).
  if (national !== undefined && compact.length === national) return countryCode + compact;
  return compact;
}

/** The country code (1 to 3 digits) among `codes` that starts `digits`, longest first. */
function countryOf(digits: string, codes: readonly string[]): string | undefined {
  return [...codes].sort((a, b) => b.length - a.length).find((code) => digits.startsWith(code));
}

/** « 70 12 34 56 », « +226 70123456 », « 0022670123456 » → `+22670123456`. */
export function normalizePhoneNumber(typed: string, rules: PhoneRules = {}): NormalizedPhone {
  const countryCode = rules.defaultCountryCode ?? defaultCountryCode;
  if (!typed.trim()) return { ok: false, problem: 'empty' };
  const digits = internationalDigits(typed.trim(), countryCode);
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!digits || !/^[1-9]\d{7,14}$/.test(digits)) return { ok: false, problem: 'invalid' };
  const knownCountry = countryOf(digits, Object.keys(nationalLengths));
  const national = knownCountry ? nationalLengths[knownCountry] : undefined;
  if (knownCountry && national !== undefined && digits.length !== knownCountry.length + national) return { ok: false, problem: 'invalid' };
  if (rules.allowedCountryCodes && !countryOf(digits, rules.allowedCountryCodes)) return { ok: false, problem: 'country' };
  return { ok: true, e164: `+${digits}` };
}

/**
 * A number as people read it: `+226 70 12 34 56` for Burkina Faso, `+<digits>` otherwise. Accepts
 * GoTrue's stored form without « + »; gives back what it cannot read unchanged.
 */
export function formatPhoneNumber(phone: string | null | undefined): string {
  if (!phone) return '';
  const normalized = normalizePhoneNumber(phone.startsWith('+') ? phone : `+${phone}`);
  if (!normalized.ok) return phone;
  const digits = normalized.e164.slice(1);
  if (!digits.startsWith(defaultCountryCode)) return normalized.e164;
  const national = digits.slice(defaultCountryCode.length).match(/\d{2}/g) ?? [];
  return `+${defaultCountryCode} ${national.join(' ')}`;
}
