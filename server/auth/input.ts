import { z } from 'zod';
import { badRequest } from './errors';

/** Reads a JSON body against a schema; anything else is GoTrue's 400 validation_failed. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`Invalid request body: ${where}${issue.message}`);
  }
  return parsed.data;
}

/** A query parameter as one string: repeated (?a=1&a=2) or absent parameters count as absent. */
export function queryText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * User metadata, stored as jsonb: PostgreSQL refuses the character U+0000 there (22P05), in a key or a value, so it
 * is refused here as the client's error, before any write (an SMS or WhatsApp code answered 500 otherwise).
 */
const metadata = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 16_000, 'metadata is too large')
  .refine((value) => !holdsNul(value), 'metadata cannot contain the character U+0000');

/** Whether a key or a string anywhere in this JSON value holds U+0000. */
function holdsNul(value: unknown): boolean {
  let found = false;
  JSON.stringify(value, (key: string, item: unknown) => {
    if (key.includes('\0') || (typeof item === 'string' && item.includes('\0'))) found = true;
    return item;
  });
  return found;
}

/** supabase-js flowType 'pkce' adds these to sign-up, magic link and recovery requests. */
const pkceFields = {
  code_challenge: z.string().max(200).nullish(),
  code_challenge_method: z.string().max(20).nullish(),
};

export const signupBody = z.object({
  ...pkceFields,
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  channel: z.string().optional(),
  data: metadata.nullish(),
});

export const passwordGrantBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
});

export const refreshGrantBody = z.object({ refresh_token: z.string().optional() });

export const userUpdateBody = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  /** How the code confirming a new phone number travels (supabase-js updateUser's channel). */
  channel: z.string().nullish(),
  password: z.string().nullish(),
  /** The code e-mailed by GET /reauthenticate, for a new password when the session is not recent. */
  nonce: z.string().max(100).nullish(),
  data: metadata.nullish(),
});

export const recoverBody = z.object({ email: z.string().optional(), ...pkceFields });

export const verifyBody = z.object({
  type: z.string().optional(),
  token: z.string().optional(),
  token_hash: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const resendBody = z.object({
  type: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const enrollBody = z.object({
  factor_type: z.string().optional(),
  friendly_name: z.string().max(256).nullish(),
  issuer: z.string().max(256).nullish(),
  phone: z.string().nullish(),
});

/** supabase-js sends its own parameters (factorId) along; only `channel` (phone factors) means anything to GoTrue. */
export const challengeBody = z.looseObject({ channel: z.string().nullish() });

export const factorVerifyBody = z.object({
  challenge_id: z.string().max(100).optional(),
  code: z.string().max(100).optional(),
});

export const adminUserBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().nullish(),
  email_confirm: z.boolean().optional(),
  phone_confirm: z.boolean().optional(),
  user_metadata: metadata.nullish(),
  app_metadata: metadata.nullish(),
  ban_duration: z.string().max(50).optional(),
  role: z.string().optional(),
  aud: z.string().optional(),
});

export const adminDeleteBody = z.object({ should_soft_delete: z.boolean().optional() });

/** supabase-js sends its options (redirectTo) in the body too. */
export const generateLinkBody = z.looseObject({
  type: z.string().optional(),
  email: z.string().optional(),
  new_email: z.string().optional(),
  password: z.string().nullish(),
  data: metadata.nullish(),
  redirect_to: z.string().optional(),
  redirectTo: z.string().optional(),
});

export const inviteBody = z.object({ email: z.string().optional(), data: metadata.nullish() });


export const otpBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().optional(),
  data: metadata.nullish(),
  channel: z.string().optional(),
  ...pkceFields,
});

export const pkceGrantBody = z.object({ auth_code: z.string().max(200).optional(), code_verifier: z.string().max(200).optional() });

/** POST /token?grant_type=id_token (supabase-js signInWithIdToken). */
export const idTokenGrantBody = z.object({
  id_token: z.string().max(20_000).optional(),
  access_token: z.string().max(20_000).nullish(),
  nonce: z.string().max(1_000).nullish(),
  provider: z.string().max(100).optional(),
  client_id: z.string().max(500).optional(),
  issuer: z.string().max(500).optional(),
});
