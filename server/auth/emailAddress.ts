import { AuthApiError } from './errors';
import { authErrors } from './authErrors';

/**
 * E-mail addresses as GoTrue checks them (its validateEmail): a length limit, and the
 * syntax of the checkmail library GoTrue calls, a dot-atom-like local part of ASCII letters,
 * digits and !#$%&'*+/=?^_`{|}~.- and a host of letter/digit labels up to 63 characters joined by
 * dots. So `xx:;x@x.x` is refused as GoTrue refuses it, and `someone@localhost` is accepted as
 * GoTrue accepts it. One rule for every endpoint that takes an address.
 */
const hostLabel = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const emailFormat = new RegExp(`^[a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-]+@${hostLabel}(?:\\.${hostLabel})*$`);
/**
 * GoTrue allows 255; the product's tables (profiles, orders, appointments) hold 254, the longest
 * address SMTP can carry (RFC 5321), so a 255-character one is refused here with GoTrue's
 * « too long » rather than failing later in the profile trigger with a 500.
 */
const maximumEmailLength = 254;

/** GoTrue compares and stores addresses in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= maximumEmailLength && emailFormat.test(email);
}

/** GoTrue's 400 for an address it cannot use (`invalid format` is checkmail's reason). */
export function invalidEmail(message = 'Unable to validate email address: invalid format'): AuthApiError {
  return new AuthApiError(authErrors.validationFailed, message);
}

/** The address normalized, or GoTrue's 400 saying why it cannot be used. */
export function validatedEmail(requested: string, invalidMessage?: string): string {
  const email = normalizeEmail(requested);
  if (email.length > maximumEmailLength) throw invalidEmail('An email address is too long');
  if (!emailFormat.test(email)) throw invalidEmail(invalidMessage);
  return email;
}
