import type { Factor, SupabaseClient } from '@supabase/supabase-js';

/** The user's verified authenticator app, if any (the back-office enrolls one per person). */
export async function verifiedTotpFactor(client: SupabaseClient): Promise<Factor | undefined> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  return data.totp[0];
}

/** Enrollments started and never confirmed, removed before a new one (their name would clash). */
export async function dropUnverifiedFactors(client: SupabaseClient): Promise<void> {
  const { data, error } = await client.auth.mfa.listFactors();
  if (error) throw error;
  for (const factor of data.all.filter((item) => item.status !== 'verified')) {
    const removed = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (removed.error) throw removed.error;
  }
}

/**
 * An <img> source for the QR code. supabase-js prefixes GoTrue's raw SVG with "data:image/svg+xml;utf-8,";
 * a '#' in the SVG (colours) would end such an address early, so the SVG is encoded again.
 */
export function qrCodeImageSource(qrCode: string): string {
  const svg = qrCode.startsWith('data:') ? qrCode.slice(qrCode.indexOf(',') + 1) : qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Only digits, at most six: what the code field keeps of what was typed or pasted ("123 456"). */
export function cleanCode(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}
