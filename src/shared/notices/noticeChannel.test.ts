import { describe, expect, it } from 'vitest';
import { canReceiveTexts } from './noticeChannel';

describe('canReceiveTexts', () => {
  it('accepts a Burkina Faso number typed with or without its prefix, and international numbers', () => {
    for (const phone of ['70 12 34 56', '+226 70 12 34 56', '0022670123456', '+33 6 12 34 56 78', '(+226) 70-12-34-56']) {
      expect(canReceiveTexts(phone), phone).toBe(true);
    }
  });
  it('refuses what cannot be a number in E.164', () => {
    for (const phone of ['', '1234', '70 12 34', '+0 70 12 34 56', 'soixante-dix']) expect(canReceiveTexts(phone), phone).toBe(false);
  });
});
