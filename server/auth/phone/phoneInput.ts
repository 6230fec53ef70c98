import type { PhoneAuthConfig } from '../../config';
import { AuthApiError, badRequest } from '../errors';
import { checkPhone } from '../../../src/shared/phone/phoneNumber';
import { authErrors } from '../authErrors';

/** GoTrue's answer for a number it cannot read. */
export const invalidPhone = () => badRequest('Invalid phone number format (E.164 required)');

/** Ours: a well-formed number of a country AUTH_PHONE_COUNTRY_CODES leaves out (SMS pumping targets premium ranges abroad). */
const foreignPhone = (config: PhoneAuthConfig) =>
  badRequest(`Phone numbers of this country are not accepted (allowed country codes: ${config.countryCodes.map((code) => `+${code}`).join(', ')})`);

/** The typed number as stored (E.164 without '+'), or GoTrue's 400 validation_failed. */
export function validatedPhone(config: PhoneAuthConfig, typed: string): string {
  const checked = checkPhone(typed, { countryCodes: config.countryCodes });
  if (checked.ok) return checked.phone;
  throw checked.problem === 'country' ? foreignPhone(config) : invalidPhone();
}

/** The typed number as stored, or undefined when it is not one we accept (a sign-in then fails as a wrong password does). */
export function phoneOrUndefined(config: PhoneAuthConfig, typed: string): string | undefined {
  const checked = checkPhone(typed, { countryCodes: config.countryCodes });
  return checked.ok ? checked.phone : undefined;
}

/** The country code a stored number belongs to (what the per-country limit counts). */
export function countryCodeOf(config: PhoneAuthConfig, phone: string): string {
  return config.countryCodes.find((code) => phone.startsWith(code)) ?? phone.slice(0, 3);
}

/** The channels GoTrue's hook providers accept; an SMS when none is given, as GoTrue. */
export type PhoneChannel = 'sms' | 'whatsapp';

export function readChannel(channel: string | undefined | null): PhoneChannel {
  if (!channel) return 'sms';
  if (channel === 'sms' || channel === 'whatsapp') return channel;
  throw badRequest("Invalid channel, supported values are 'sms' or 'whatsapp'");
}

/** GoTrue's answer for any phone request while the phone provider is off (AUTH_PHONE_ENABLED=false). */
export function requirePhoneProvider(config: PhoneAuthConfig, message = 'Unsupported phone provider'): void {
  if (!config.enabled) throw new AuthApiError(authErrors.phoneProviderDisabled, message);
}
