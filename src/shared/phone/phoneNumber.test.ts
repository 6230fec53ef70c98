import { describe, expect, it } from 'vitest';
import { checkPhone, formatPhone, parseCountryCodes } from './phoneNumber';

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
