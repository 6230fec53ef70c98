import type { CurrentProduct } from '../../shared/cart/cartCheck';
import { postgrestCodes } from '../../shared/errors/postgrestCodes';
import { searchWords } from '../../shared/search/searchWords';
import { dataClient } from '../data/dataClient';
import { productColumns, type Product } from './product';

/** Products per catalogue page: a phone screen scrolls through them quickly, a crawler follows ?page=. */
const cataloguePageSize = 24;

export interface CatalogueQuery {
  category: string;
  search: string;
  /** 1-based. */
  page: number;
}

export interface CataloguePage {
  products: Product[];
  /** Products matching the filters, all pages together. */
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of published products filtered by category and by text. Without text: newest first.
 * With text: through the search_products RPC (migration 20261126200100), which ignores case,
 * accents, hyphens and word order, tolerates a typo, and returns the best matches first.
 */
export async function fetchCatalogue({ category, search, page }: CatalogueQuery): Promise<CataloguePage> {
  const supabase = await dataClient();
  const from = (page - 1) * cataloguePageSize;
  const words = searchWords(search);
  let query = words.length
    ? supabase.rpc('search_products', { search: words.join(' ') }, { get: true, count: 'exact' }).select(productColumns)
    : supabase.from('products').select(productColumns, { count: 'exact' }).order('created_at', { ascending: false }).order('id');
  query = query.eq('published', true);
  if (category) query = query.eq('category', category);
  const { data, error, count } = await query.range(from, from + cataloguePageSize - 1);
  // Past the last page PostgREST answers 416: an empty page, which the route turns into a 404.
  if (error && error.code !== postgrestCodes.invalidRange) throw error;
  const total = count ?? 0;
  return { products: (data ?? []) as Product[], total, page, pageCount: Math.max(1, Math.ceil(total / cataloguePageSize)) };
}

/**
 * The published products among a cart's lines, as they are now (name, price, stock). The ids
 * come from the device: only well-formed ones are asked for, so a tampered cart cannot make
 * the request fail.
 */
export async function fetchCartProducts(ids: readonly string[]): Promise<CurrentProduct[]> {
  const wellFormed = ids.filter((id) => uuidPattern.test(id));
  if (wellFormed.length === 0) return [];
  const supabase = await dataClient();
  const { data, error } = await supabase.from('products').select('id, name, price, in_stock').eq('published', true).in('id', wellFormed);
  if (error) throw error;
  return (data ?? []) as CurrentProduct[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One published product by slug or id; null when there is none. */
export async function fetchProduct(slugOrId: string): Promise<Product | null> {
  const supabase = await dataClient();
  const isUuid = uuidPattern.test(slugOrId);
  const { data, error } = await supabase
    .from('products')
    .select(productColumns)
    .eq(isUuid ? 'id' : 'slug', slugOrId)
    .eq('published', true)
    .maybeSingle();
  if (error) throw error;
  return data as Product | null;
}
