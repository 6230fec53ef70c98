import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, normalizePhoneNumber } from './phoneNumber';

describe('phone numbers in E.164', () => {
  it.each(['70 12 34 56', '70123456', '+226 70 12 34 56', '+226 70123456', '0022670123456', '22670123456', '(+226) 70-12-34-56', '70.12.34.56'])(
    'reads « %s » as a Burkina number',
    (typed) => {
      expect(normalizePhoneNumber(typed)).toEqual({ ok: true, e164: '+22670123456' });
    },
  );

  it('refuses what is not a number, and Burkina numbers of the wrong length', () => {
    expect(normalizePhoneNumber('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(normalizePhoneNumber('70 12 34')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhoneNumber('+226 70 12 34 56 7')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhoneNumber('70 12 AB 56')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhoneNumber('+0 612 345 678')).toEqual({ ok: false, problem: 'invalid' });
    expect(normalizePhoneNumber('+33 6 12 34 56 78 90 12 34')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('keeps other countries in E.164, unless only some country codes are allowed', () => {
    expect(normalizePhoneNumber('+33 6 12 34 56 78')).toEqual({ ok: true, e164: '+33612345678' });
    expect(normalizePhoneNumber('+33 6 12 34 56 78', { allowedCountryCodes: ['226'] })).toEqual({ ok: false, problem: 'country' });
    expect(normalizePhoneNumber('+225 07 12 34 56 78', { allowedCountryCodes: ['226', '225'] })).toEqual({ ok: true, e164: '+2250712345678' });
    expect(normalizePhoneNumber('70 12 34 56', { allowedCountryCodes: ['226'] })).toEqual({ ok: true, e164: '+22670123456' });
  });

  it('writes a number as people read it, from E.164 or from GoTrue’s stored form', () => {
    expect(formatPhoneNumber('+22670123456')).toBe('+226 70 12 34 56');
    expect(formatPhoneNumber('22670123456')).toBe('+226 70 12 34 56');
    expect(formatPhoneNumber('33612345678')).toBe('+33612345678');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber('pas un numéro')).toBe('pas un numéro');
  });
});
