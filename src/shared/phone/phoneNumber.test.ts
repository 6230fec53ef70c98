import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone, formatPhoneNumber, normalizePhoneNumber, parseCountryCodes } from './phoneNumber';

describe('checkPhone', () => {
  it.each([
    ['70 12 34 56', '22670123456'],
    ['+226 70123456', '22670123456'],
    ['0022670123456', '22670123456'],
    ['+226 (70) 12-34-56', '22670123456'],
    ['22670123456', '22670123456'],
    [' 76.00.00.01 ', '22676000001'],
  ])('reads « %s » as Burkina Faso’s %s', (typed, stored) => {
    expect(checkPhone(typed)).toEqual({ ok: true, phone: stored });
  });

  it.each(['7012345', '+226 7012345', '701234567', 'abc', '', '+0 70 12 34 56', '+226 70 12 34 56 78'])('refuses the malformed « %s »', (typed) => {
    expect(checkPhone(typed)).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses a number of a country that is not allowed, accepts it once allowed', () => {
    expect(checkPhone('+33 6 12 34 56 78')).toEqual({ ok: false, problem: 'country' });
    expect(checkPhone('0033612345678')).toEqual({ ok: false, problem: 'country' });
    expect(checkPhone('+33 6 12 34 56 78', { countryCodes: ['226', '33'] })).toEqual({ ok: true, phone: '33612345678' });
    // The default country stays the first: eight digits are Burkinabè.
    expect(checkPhone('70123456', { countryCodes: ['226', '33'] })).toEqual({ ok: true, phone: '22670123456' });
  });
});

describe('parseCountryCodes', () => {
  it('reads a list, with or without +', () => {
    expect(parseCountryCodes('226, +225')).toEqual(['226', '225']);
    expect(parseCountryCodes('')).toBeUndefined();
    expect(parseCountryCodes('226,abc')).toBeUndefined();
  });
});

describe('formatPhone', () => {
  it('groups a Burkinabè number in pairs, leaves others whole', () => {
    expect(formatPhone('22670123456')).toBe('+226 70 12 34 56');
    expect(formatPhone('33612345678')).toBe('+33612345678');
    expect(formatPhone('')).toBe('');
  });
});

describe('normalizePhoneNumber (the pages)', () => {
  it.each(['70 12 34 56', '70123456', '+226 70 12 34 56', '0022670123456', '22670123456', '(+226) 70-12-34-56', '70.12.34.56'])(
    'sends « %s » as +22670123456',
    (typed) => {
      expect(normalizePhoneNumber(typed)).toEqual({ ok: true, e164: '+22670123456' });
    },
  );

  it('refuses what is not a number, and Burkina numbers of the wrong length', () => {
    expect(normalizePhoneNumber('   ')).toEqual({ ok: false, problem: 'empty' });
    for (const typed of ['70 12 34', '+226 70 12 34 56 7', '70 12 AB 56', '+0 612 345 678']) {
      expect(normalizePhoneNumber(typed)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('leaves a well-formed foreign number to the server, which knows the allowed countries', () => {
    expect(normalizePhoneNumber('+33 6 12 34 56 78')).toEqual({ ok: true, e164: '+33612345678' });
    expect(normalizePhoneNumber('0033 6 12 34 56 78')).toEqual({ ok: true, e164: '+33612345678' });
  });
});

describe('formatPhoneNumber', () => {
  it('writes the account’s number or a typed contact number as people read it', () => {
    expect(formatPhoneNumber('+22670123456')).toBe('+226 70 12 34 56');
    expect(formatPhoneNumber('22670123456')).toBe('+226 70 12 34 56');
    expect(formatPhoneNumber('70 12 34 56')).toBe('+226 70 12 34 56');
    expect(formatPhoneNumber('33612345678')).toBe('+33612345678');
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber(null)).toBe('');
    expect(formatPhoneNumber('pas un numéro')).toBe('pas un numéro');
  });
});
