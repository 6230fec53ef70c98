import type { Supabase } from '../../shared/supabase/client';
import type { GetListParams } from 'react-admin';
import { searchWords } from '../../shared/search/searchWords';
import { searchExpressions, searchSpecs } from './searchFilters';
import { translateVirtualFilters } from './virtualFilters';

/**
 * Replaces the search box's `q` (which PostgREST does not know) with an `or`
 * filter; ra-data-postgrest passes a key ending in "@" through as is.
 */
export async function translateSearch(client: Supabase, resource: string, params: GetListParams): Promise<GetListParams> {
  const { q, ...columnFilters } = (params.filter ?? {}) as Record<string, unknown>;
  const filter = translateVirtualFilters(resource, columnFilters);
  const spec = searchSpecs[resource];
  if (typeof q !== 'string' || !spec) return { ...params, filter };
  const authorIds = spec.authorColumn ? await authorsNamed(client, q) : [];
  const expressions = searchExpressions(spec, q, authorIds);
  if (!expressions.length) return { ...params, filter };
  return { ...params, filter: { ...filter, 'or@': `(${expressions.join(',')})` } };
}

async function authorsNamed(client: Supabase, text: string): Promise<string[]> {
  const words = searchWords(text);
  if (!words.length) return [];
  let authors = client.from('profiles').select('id');
  for (const word of words) authors = authors.ilike('search_text', `%${word}%`);
  const { data, error } = await authors.limit(50);
  if (error) throw error;
  return (data ?? []).map((row: { id: string }) => row.id);
}
