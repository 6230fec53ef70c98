import { describe, expect, it } from 'vitest';
import { isPermanentFailure } from './permanentFailure';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('refusé'), fields);

describe('isPermanentFailure', () => {
  it('gives up on a recipient or a message refused with a 5xx reply', () => {
    expect(isPermanentFailure(smtpError({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }))).toBe(true);
    expect(isPermanentFailure(smtpError({ code: 'EMESSAGE', command: 'DATA', responseCode: 554 }))).toBe(true);
    expect(isPermanentFailure(smtpError({ code: 'EENVELOPE', command: 'API', message: 'Invalid recipient "a<b@c.d"' }))).toBe(true);
  });

  it('keeps trying after a temporary refusal or a problem of our own configuration', () => {
    expect(isPermanentFailure(smtpError({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451 }))).toBe(false);
    expect(isPermanentFailure(smtpError({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }))).toBe(false);
    expect(isPermanentFailure(smtpError({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553 }))).toBe(false);
    expect(isPermanentFailure(smtpError({ code: 'ECONNECTION', command: 'CONN' }))).toBe(false);
    expect(isPermanentFailure(smtpError({ code: 'EENVELOPE', command: 'API', message: 'Invalid sender "x"' }))).toBe(false);
    expect(isPermanentFailure('boom')).toBe(false);
  });
});
