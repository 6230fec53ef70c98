import { createECDH, hkdfSync } from 'node:crypto';
import { calculateJwkThumbprint, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The asymmetric algorithms access tokens may be signed with, as Supabase's signing keys offer them. */
export type SigningAlgorithm = 'ES256' | 'RS256';

/** A public key as /.well-known/jwks.json lists it (never the private part). */
export interface PublicSigningJwk extends JWK {
  kid: string;
  alg: SigningAlgorithm;
}

export interface SigningKeys {
  /** Signs every new access token; its `kid` goes in the token's header. */
  current: { kid: string; alg: SigningAlgorithm; privateKey: CryptoKey };
  /** What verifies tokens and what the JWKS endpoint serves: the current key first, then keys kept for tokens they signed. */
  publicJwks: PublicSigningJwk[];
}

/** The order of P-256: a private scalar must lie in [1, n - 1]. */
const p256Order = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * The ES256 key pair derived from the JWT secret (HKDF-SHA256, a label of its own). Every process
 * that shares the secret (WORKERS=n, several hosts on one PostgreSQL: JWT_SECRET is then required)
 * computes the same key with nothing more to store or copy, and the key is exactly as secret as
 * the HS256 secret that already lets its holder sign any token. JWT_SIGNING_KEY sets an independent one.
 */
export function deriveSigningJwk(jwtSecret: string): JWK {
  for (let attempt = 0; ; attempt += 1) {
    const d = Buffer.from(hkdfSync('sha256', jwtSecret, '', `ouaga access token signing key, ES256, ${attempt}`, 32));
    const scalar = BigInt(`0x${d.toString('hex')}`);
    // Out of range about once in 2^32 secrets: the next label gives another candidate.
    if (scalar === 0n || scalar >= p256Order) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey();
    return {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
      d: d.toString('base64url'),
    };
  }
}

/**
 * JWT_SIGNING_KEY: a private JWK (EC P-256 or RSA), or a JSON array of JWKs whose first one is
 * private and signs, the others (public or private) only verifying the tokens they signed before
 * a rotation, as GoTrue's GOTRUE_JWT_KEYS lists them. Checked when the configuration is read, so
 * a mistake stops the start with its reason.
 */
export function parseSigningKeySetting(value: string): JWK[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error('JWT_SIGNING_KEY doit être une clé JWK en JSON (ou une liste JSON de clés JWK)');
  }
  const keys = Array.isArray(parsed) ? parsed : [parsed];
  if (keys.length === 0) throw new Error('JWT_SIGNING_KEY ne contient aucune clé');
  keys.forEach((key, index) => {
    if (typeof key !== 'object' || key === null) throw new Error(`JWT_SIGNING_KEY : la clé n° ${index + 1} n'est pas un objet JWK`);
    algorithmOf(key as JWK, index);
  });
  if (typeof (keys[0] as JWK).d !== 'string') {
    throw new Error('JWT_SIGNING_KEY : la première clé signe les jetons, elle doit être privée (champ « d »)');
  }
  return keys as JWK[];
}

function algorithmOf(jwk: JWK, index: number): SigningAlgorithm {
  if (jwk.kty === 'EC' && jwk.crv === 'P-256' && (jwk.alg === undefined || jwk.alg === 'ES256')) return 'ES256';
  if (jwk.kty === 'RSA' && (jwk.alg === undefined || jwk.alg === 'RS256')) return 'RS256';
  throw new Error(`JWT_SIGNING_KEY : la clé n° ${index + 1} n'est ni une clé EC P-256 (ES256) ni une clé RSA (RS256)`);
}

/** The public half of a JWK, in the shape GoTrue's JWKS endpoint lists keys. */
async function publicJwkOf(jwk: JWK, index: number): Promise<PublicSigningJwk> {
  const alg = algorithmOf(jwk, index);
  const base = jwk.kty === 'EC' ? { kty: 'EC', crv: jwk.crv, x: jwk.x, y: jwk.y } : { kty: 'RSA', n: jwk.n, e: jwk.e };
  const kid = typeof jwk.kid === 'string' && jwk.kid ? jwk.kid : await calculateJwkThumbprint(base);
  return { ...base, kid, alg, use: 'sig', key_ops: ['verify'], ext: true };
}

/** The private fields a JWK of each type needs, nothing of its metadata (key_ops, use) that could forbid signing. */
function privateFields(jwk: JWK): JWK {
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, (jwk as Record<string, unknown>)[name]]).filter(([, value]) => value !== undefined));
  return jwk.kty === 'EC' ? pick(['kty', 'crv', 'x', 'y', 'd']) : pick(['kty', 'n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi']);
}

/** The keys of this server: from JWT_SIGNING_KEY when set, else derived from the JWT secret. */
export async function loadSigningKeys(configured: JWK[] | undefined, jwtSecret: string): Promise<SigningKeys> {
  const jwks = configured ?? [deriveSigningJwk(jwtSecret)];
  const publicJwks = await Promise.all(jwks.map((jwk, index) => publicJwkOf(jwk, index)));
  const [signing] = publicJwks;
  try {
    const privateKey = (await importJWK(privateFields(jwks[0]), signing.alg)) as CryptoKey;
    // Importing does not prove the two halves belong together: one signature checked with the public half does.
    const probe = await new SignJWT({}).setProtectedHeader({ alg: signing.alg }).sign(privateKey);
    await jwtVerify(probe, await importJWK(signing, signing.alg));
    return { current: { kid: signing.kid, alg: signing.alg, privateKey }, publicJwks };
  } catch (error) {
    throw new Error(`JWT_SIGNING_KEY : clé privée inutilisable (${error instanceof Error ? error.message : String(error)})`);
  }
}
