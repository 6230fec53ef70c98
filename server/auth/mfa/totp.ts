import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it, and as GoTrue uses it. */
const periodSeconds = 30;
const digits = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const driftSteps = 1;

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits, period: periodSeconds, secret: Secret.fromBase32(secret) });
}

/** A new secret of 160 bits (RFC 4226's recommended length), in base32 as apps expect it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an app enrolls from, and the same as an SVG QR code. */
export async function enrollmentCode(secret: string, issuer: string, accountName: string) {
  const uri = totpOf(secret, issuer, accountName).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, svg };
}

/**
 * The 30-second step the code belongs to when it is right (within one step of drift), else null.
 * The caller refuses a step at or before the last one accepted, so a code works once only.
 */
export function acceptedStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: driftSteps });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}
