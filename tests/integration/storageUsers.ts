import { StorageClient } from '@supabase/storage-js';
import { SignJWT } from 'jose';
import type { TestServer } from '../helpers/testServer';

export type Role = 'admin' | 'customer' | 'visitor';

/**
 * supabase-js's storage client (what `supabase.storage` is) for a user made
 * directly in the database (the profile comes from the trigger on auth.users),
 * carrying a token signed with the server's secret as the auth API would issue:
 * the storage tests then depend on the storage API only. Built without the
 * whole supabase-js client, whose realtime part needs a WebSocket Node 20 lacks.
 */
export async function storageClientFor(t: TestServer, role: Role): Promise<StorageClient> {
  const headers: Record<string, string> = { apikey: t.anonKey };
  if (role !== 'visitor') headers.Authorization = `Bearer ${await userToken(t, role)}`;
  return new StorageClient(`${t.url}/storage/v1`, headers);
}

async function userToken(t: TestServer, role: 'admin' | 'customer'): Promise<string> {
  const email = `${role}-${crypto.randomUUID()}@example.test`;
  const created = await t.server.ctx.db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email]);
  const userId = created.rows[0].id;
  if (role === 'admin') await t.server.ctx.db.query("update public.profiles set role = 'admin' where id = $1", [userId]);
  return new SignJWT({ role: 'authenticated', email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience('authenticated')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(t.server.ctx.jwtSecret));
}
