/** The columns of auth.users the server reads (server/auth/models/users.ts holds the SQL). */
export interface UserRow {
  id: string;
  aud: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  recovery_sent_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  /** The address an e-mail change waits to confirm ('' or null when none: GoTrue writes ''). */
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  /** The phone number as GoTrue stores it (E.164 without '+'), null when none; confirmed once a code sent to it came back. */
  phone?: string | null;
  phone_confirmed_at?: Date | string | null;
  /** The number a phone change waits to confirm ('' or null when none). */
  phone_change?: string | null;
  phone_change_sent_at?: Date | string | null;
  banned_until: Date | string | null;
  /** When an administrator invited the user (POST /invite), and when the account was soft-deleted. */
  invited_at?: Date | string | null;
  deleted_at?: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The user's second factors as GoTrue lists them in the user object (never their secrets). */
  mfa_factors?: FactorJson[] | null;
  /** The user's identities (auth.identities) as GoTrue lists them in the user object. */
  identities?: IdentityJson[] | null;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export interface FactorJson {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}

const iso = (value: Date | string | null): string | undefined =>
  value === null ? undefined : new Date(value).toISOString();

/** app_metadata as GoTrue reports it: the provider is always there. */
export function appMetadata(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...(user.raw_app_meta_data ?? {}) };
}

/** GoTrue's confirmed_at: the first of the e-mail's and the phone's confirmations. */
function confirmedAt(user: UserRow): Date | string | null {
  const dates = [user.email_confirmed_at, user.phone_confirmed_at ?? null].filter((value): value is Date | string => value !== null);
  if (!dates.length) return null;
  return dates.reduce((first, next) => (new Date(next).getTime() < new Date(first).getTime() ? next : first));
}

/** The user object supabase-js expects (GET /user, sessions, PUT /user). */
export function userJson(user: UserRow): Record<string, unknown> {
  const email = user.email ?? '';
  return {
    id: user.id,
    aud: user.aud,
    role: 'authenticated',
    email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at ?? null),
    confirmed_at: iso(confirmedAt(user)),
    recovery_sent_at: iso(user.recovery_sent_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    // An e-mail change waiting for its confirmation links, as GoTrue reports it.
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change ? iso(user.email_change_sent_at) : undefined,
    // A phone change waiting for its code, likewise.
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: user.phone_change ? iso(user.phone_change_sent_at ?? null) : undefined,
    last_sign_in_at: iso(user.last_sign_in_at),
    invited_at: iso(user.invited_at ?? null),
    banned_until: user.banned_until ? iso(user.banned_until) : undefined,
    deleted_at: user.deleted_at ? iso(user.deleted_at) : undefined,
    app_metadata: appMetadata(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities: user.identities ?? [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
    // Left out when there is none, as GoTrue does.
    factors: user.mfa_factors?.length ? user.mfa_factors : undefined,
  };
}
