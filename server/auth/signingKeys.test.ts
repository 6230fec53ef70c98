import { exportJWK, generateKeyPair, jwtVerify, importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { loadSigningKeys, parseSigningKeySetting } from './signingKeys';

const secret = 'a-secret-shared-by-every-process-of-the-site';

describe('loadSigningKeys', () => {
  it('derives the same ES256 key from the same secret in every process, another from another secret', async () => {
    const [one, two, other] = await Promise.all([loadSigningKeys(undefined, secret), loadSigningKeys(undefined, secret), loadSigningKeys(undefined, `${secret}-2`)]);
    expect(one.publicJwks).toEqual(two.publicJwks);
    expect(one.current.kid).toBe(two.current.kid);
    expect(other.current.kid).not.toBe(one.current.kid);
    expect(one.publicJwks[0]).not.toHaveProperty('d');

    // What one process signs, another verifies with the public key it serves.
    const token = await new SignJWT({ role: 'anon' }).setProtectedHeader({ alg: 'ES256', kid: one.current.kid }).sign(one.current.privateKey);
    await expect(jwtVerify(token, await importJWK(two.publicJwks[0], 'ES256'))).resolves.toBeTruthy();
  });

  it('refuses a configured pair whose halves do not belong together', async () => {
    const a = await generateKeyPair('ES256', { extractable: true });
    const b = await generateKeyPair('ES256', { extractable: true });
    const privateA = await exportJWK(a.privateKey);
    const publicB = await exportJWK(b.publicKey);
    await expect(loadSigningKeys([{ ...privateA, x: publicB.x, y: publicB.y }], secret)).rejects.toThrow('JWT_SIGNING_KEY');
  });
});

describe('JWT_SIGNING_KEY', () => {
  it('stops the start with its reason when it is not a usable private JWK', async () => {
    const publicOnly = JSON.stringify(await exportJWK((await generateKeyPair('ES256', { extractable: true })).publicKey));
    expect(() => parseSigningKeySetting('pas du json')).toThrow('JSON');
    expect(() => parseSigningKeySetting('[]')).toThrow('aucune clé');
    expect(() => parseSigningKeySetting(publicOnly)).toThrow('privée');
    expect(() => parseSigningKeySetting('{"kty":"oct","k":"abc"}')).toThrow('ni une clé EC P-256');
    expect(() => readConfig({ JWT_SIGNING_KEY: '{' })).toThrow('Configuration invalide : JWT_SIGNING_KEY');
  });
});
