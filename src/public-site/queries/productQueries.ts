import { getSupabase } from '../../shared/supabase/client';
import { productColumns, type Product } from './product';

/** Published products, newest first. */
export async function fetchProducts(): Promise<Product[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('products').select(productColumns).eq('published', true).order('created_at', { ascending: false });
  if (error) throw error;
  return (data ?? []) as Product[];
}

/** One published product by id or slug; null when there is none. */
export async function fetchProduct(idOrSlug: string): Promise<Product | null> {
  const supabase = await getSupabase();
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrSlug);
  const { data, error } = await supabase
    .from('products')
    .select(productColumns)
    .eq(isUuid ? 'id' : 'slug', idOrSlug)
    .eq('published', true)
    .maybeSingle();
  if (error) throw error;
  return data as Product | null;
}
