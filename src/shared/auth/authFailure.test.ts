import { describe, expect, it } from 'vitest';
import { AuthFailure, toAuthFailure } from './authFailure';
import { describeAuthFailure } from './messages';

describe('auth failures in French', () => {
  it('recognises the GoTrue error codes the forms care about', () => {
    expect(toAuthFailure({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }).reason).toBe('invalid-credentials');
    expect(toAuthFailure({ status: 429, code: 'over_request_rate_limit' }).reason).toBe('rate-limited');
    expect(toAuthFailure({ status: 422, code: 'signup_disabled', message: 'Signups not allowed for this instance' }).reason).toBe('signup-disabled');
    expect(toAuthFailure({ status: 422, code: 'user_already_exists' }).reason).toBe('email-taken');
    expect(toAuthFailure({ status: 422, code: 'email_exists' }).reason).toBe('email-taken');
    expect(toAuthFailure({ status: 0, name: 'AuthRetryableFetchError' }).reason).toBe('network');
    expect(toAuthFailure({ status: 500, code: 'unexpected_failure' }).reason).toBe('unknown');
    expect(toAuthFailure(new AuthFailure('weak-password')).reason).toBe('weak-password');
    expect(toAuthFailure({ status: 400, code: 'reauthentication_needed' }).reason).toBe('reauthentication-needed');
    expect(toAuthFailure({ status: 422, code: 'reauthentication_not_valid' }).reason).toBe('reauthentication-invalid');
    expect(toAuthFailure({ status: 401, code: 'insufficient_aal' }).reason).toBe('second-factor-needed');
  });

  it('words them for a person, falling back to the form’s general message', () => {
    expect(describeAuthFailure('invalid-credentials', 'x')).toBe('E-mail ou mot de passe incorrect.');
    expect(describeAuthFailure('rate-limited', 'x')).toMatch(/Trop de tentatives/);
    expect(describeAuthFailure('email-taken', 'x')).toMatch(/existe déjà/);
    expect(describeAuthFailure('reauthentication-invalid', 'x')).toMatch(/code est incorrect ou a expiré/);
    expect(describeAuthFailure('second-factor-needed', 'x')).toMatch(/double authentification/);
    expect(describeAuthFailure('unknown', 'Erreur de connexion. Veuillez réessayer.')).toBe('Erreur de connexion. Veuillez réessayer.');
  });

  it('tells a second e-mail within the minute (with the seconds GoTrue gives) from the hourly e-mail quota', () => {
    const tooSoon = toAuthFailure({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'For security purposes, you can only request this after 42 seconds.',
    });
    expect(tooSoon).toMatchObject({ reason: 'email-sent-recently', waitSeconds: 42 });
    expect(describeAuthFailure(tooSoon, 'x')).toBe("Un lien vous a été envoyé il y a moins d'une minute ; vous pourrez en demander un autre dans 42 s.");
    expect(describeAuthFailure(tooSoon, 'x', 'code')).toBe("Un code vous a été envoyé il y a moins d'une minute ; vous pourrez en demander un autre dans 42 s.");
    expect(toAuthFailure({ status: 429, code: 'over_email_send_rate_limit', message: 'email rate limit exceeded' }).reason).toBe('rate-limited');
  });

  it('tells the phone answers apart: a code within the minute, a bad number, a number taken, a failed SMS', () => {
    const tooSoon = toAuthFailure({ status: 429, code: 'over_sms_send_rate_limit', message: 'For security purposes, you can only request this after 17 seconds.' });
    expect(tooSoon).toMatchObject({ reason: 'sms-sent-recently', waitSeconds: 17 });
    expect(describeAuthFailure(tooSoon, 'x')).toBe("Un code vous a été envoyé il y a moins d'une minute ; vous pourrez en demander un autre dans 17 s.");
    expect(toAuthFailure({ status: 429, code: 'over_sms_send_rate_limit', message: 'SMS rate limit exceeded' }).reason).toBe('rate-limited');
    const badNumber = toAuthFailure({ status: 400, code: 'validation_failed', message: 'Invalid phone number format (E.164 required)' });
    expect(badNumber.reason).toBe('invalid-phone');
    expect(describeAuthFailure(badNumber, 'x')).toMatch(/numéro de téléphone n’est pas valide/);
    expect(toAuthFailure({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' }).reason).toBe('invalid-email');
    expect(toAuthFailure({ status: 422, code: 'phone_exists', message: 'A user with this phone number has already been registered' }).reason).toBe('phone-taken');
    expect(toAuthFailure({ status: 500, code: 'sms_send_failed' }).reason).toBe('sms-failed');
    expect(toAuthFailure({ status: 400, code: 'phone_provider_disabled', message: 'Phone logins are disabled' }).reason).toBe('phone-disabled');
  });

  it('words an expired or wrong typed code as a code, and an e-mailed link as a link', () => {
    const expired = toAuthFailure({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    expect(describeAuthFailure(expired, 'x', 'code')).toBe('Ce code est incorrect ou a expiré. Vérifiez-le ou demandez-en un nouveau.');
    expect(describeAuthFailure(expired, 'x')).toBe('Ce lien est invalide, a expiré ou a déjà servi.');
  });
});
