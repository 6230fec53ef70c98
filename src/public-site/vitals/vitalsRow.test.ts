import { describe, expect, it } from 'vitest';
import { connectionType, deviceClass, reportedPath, roundedValue } from './vitalsRow';

describe('a Web Vitals row', () => {
  it('classes the device by the screen’s shorter side', () => {
    expect(deviceClass(390, 844)).toBe('phone');
    expect(deviceClass(844, 390)).toBe('phone');
    expect(deviceClass(820, 1180)).toBe('tablet');
    expect(deviceClass(1180, 820)).toBe('tablet');
    expect(deviceClass(1366, 768)).toBe('desktop');
    expect(deviceClass(1920, 1080)).toBe('desktop');
  });

  it('keeps only the connection types the table knows', () => {
    expect(connectionType('3g')).toBe('3g');
    expect(connectionType('slow-2g')).toBe('slow-2g');
    expect(connectionType(undefined)).toBeNull();
    expect(connectionType('5g')).toBeNull();
  });

  it('sends the public page only, never a private address or a personal link', () => {
    expect(reportedPath('/products/borne-wifi/')).toBe('/products/borne-wifi');
    expect(reportedPath('/')).toBe('/');
    expect(reportedPath('/appointment/manage/secret-token')).toBeNull();
    expect(reportedPath('/dashboard/orders')).toBeNull();
    expect(reportedPath(`/${'a'.repeat(250)}`)).toBeNull();
  });

  it('rounds milliseconds to the unit and CLS to four decimals', () => {
    expect(roundedValue('LCP', 2512.7)).toBe(2513);
    expect(roundedValue('CLS', 0.123456)).toBe(0.1235);
  });
});
