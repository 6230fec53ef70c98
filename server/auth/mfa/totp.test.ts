import { TOTP, Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, enrollmentCode, newTotpSecret } from './totp';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp });

describe('TOTP codes', () => {
  const now = Date.UTC(2026, 10, 25, 9, 0, 10);
  const step = Math.floor(now / 30_000);

  it('accepts the current code and one step of drift either way, nothing further', () => {
    const secret = newTotpSecret();
    expect(acceptedStep(secret, codeAt(secret, now), now)).toBe(step);
    expect(acceptedStep(secret, codeAt(secret, now - 30_000), now)).toBe(step - 1);
    expect(acceptedStep(secret, codeAt(secret, now + 30_000), now)).toBe(step + 1);
    expect(acceptedStep(secret, codeAt(secret, now - 60_000), now)).toBeNull();
    expect(acceptedStep(secret, codeAt(secret, now + 60_000), now)).toBeNull();
  });

  it('refuses anything that is not six digits', () => {
    const secret = newTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(acceptedStep(secret, code, now)).toBeNull();
  });

  it('makes a 160-bit base32 secret, an otpauth address naming issuer and account, and an SVG QR code', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const { uri, svg } = await enrollmentCode(secret, 'Ouaga IT Services', 'admin@example.bf');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Ouaga%20IT%20Services:admin%40example\.bf\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('period=30');
    expect(svg.startsWith('<svg')).toBe(true);
  });
});
