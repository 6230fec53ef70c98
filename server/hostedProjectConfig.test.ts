import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimumPasswordLength } from '../src/shared/auth/passwordPolicy';
import { accessTokenSeconds } from './auth/accessTokens';
import { readConfig } from './config';

const root = join(__dirname, '..');

/**
 * supabase/config.toml as `section.key` → value. It holds only what this reader takes: `[section]`
 * headers, `key = value` with a number, a boolean, a double-quoted string or an array of them, and
 * comments; anything else fails the test rather than being skipped.
 */
function readProjectConfig(): Map<string, unknown> {
  const settings = new Map<string, unknown>();
  let section = '';
  for (const line of readFileSync(join(root, 'supabase/config.toml'), 'utf8').split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const header = /^\[([a-z_.]+)\]$/.exec(text);
    if (header) {
      section = `${header[1]}.`;
      continue;
    }
    const setting = /^([a-z0-9_]+) = (.+)$/.exec(text);
    if (!setting) throw new Error(`config.toml: line not read: ${text}`);
    settings.set(`${section}${setting[1]}`, JSON.parse(setting[2]!));
  }
  return settings;
}

/** The hosted project's settings (`supabase config push`) are the bundled server's defaults. */
describe('supabase/config.toml', () => {
  const settings = readProjectConfig();
  const defaults = readConfig({});

  it('sets the project’s authentication as the bundled server does by default', () => {
    expect(settings.get('auth.minimum_password_length')).toBe(minimumPasswordLength);
    expect(settings.get('auth.jwt_expiry')).toBe(accessTokenSeconds);
    expect(settings.get('auth.refresh_token_reuse_interval')).toBe(defaults.refreshTokenReuse.reuseIntervalSeconds);
    expect(settings.get('auth.enable_refresh_token_rotation')).toBe(defaults.refreshTokenReuse.rotationEnabled);
    expect(settings.get('auth.email.enable_confirmations')).toBe(!defaults.mailerAutoconfirm);
    expect(settings.get('auth.email.secure_password_change')).toBe(defaults.passwordChangeNeedsReauthentication);
    expect(settings.get('auth.enable_signup')).toBe(!defaults.disableSignup);
  });

  it('takes every address and secret from a variable the README’s hosted procedure exports', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const procedure = readme.slice(readme.indexOf('### La procédure, dans l'), readme.indexOf('### Ce que fait ce serveur'));
    const variables = [...settings.values()].flat().flatMap((value) => /^env\(([A-Z_]+)\)$/.exec(String(value))?.[1] ?? []);
    expect(variables).toEqual(['SITE_URL', 'AUTH_REDIRECT_URLS', 'SEND_EMAIL_HOOK_URI', 'SEND_EMAIL_HOOK_SECRET', 'HOOK_SEND_SMS_URI', 'HOOK_SEND_SMS_SECRETS']);
    for (const name of variables) expect(procedure, name).toContain(`export ${name}=`);
  });
});
