import type { Supabase } from '../supabase/client';

/** The free 30-minute starts of a day, as `HH:MM` (rpc available_slots), read with the area's client. */
export async function fetchAvailableSlotsWith(client: Supabase, day: string): Promise<string[]> {
  const { data, error } = await client.rpc('available_slots', { day });
  if (error) throw error;
  return normaliseSlots(data);
}

/** The RPC returns `setof time`: rows of `HH:MM:SS` strings, or objects keyed by the function's name. */
export function normaliseSlots(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .map((row) => (typeof row === 'string' ? row : typeof row === 'object' && row !== null ? String(Object.values(row)[0] ?? '') : ''))
    .filter((time) => /^\d{2}:\d{2}/.test(time))
    .map((time) => time.slice(0, 5))
    .sort();
}

/** The days from `firstDay` to `lastDay` that still have a free slot (rpc days_with_free_slots), as `YYYY-MM-DD`. */
export async function fetchDaysWithFreeSlotsWith(client: Supabase, firstDay: string, lastDay: string): Promise<string[]> {
  const { data, error } = await client.rpc('days_with_free_slots', { first_day: firstDay, last_day: lastDay });
  if (error) throw error;
  if (!Array.isArray(data)) return [];
  return data
    .map((row) => (typeof row === 'string' ? row : typeof row === 'object' && row !== null ? String(Object.values(row)[0] ?? '') : ''))
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day));
}
