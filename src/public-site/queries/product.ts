import type { Tables } from '../../shared/supabase/database.types';

/**
 * A row of `products` as the public site reads it (docs/data-model.md), picked from the generated row type
 * (decision 051); `category` is the slug of its row in product_categories, `specs` the jsonb list as stored.
 */
export type Product = Pick<
  Tables<'products'>,
  'id' | 'name' | 'slug' | 'description' | 'price' | 'category' | 'images' | 'features' | 'in_stock'
> & { specs: { label: string; value: string }[] };

export const productColumns = 'id, name, slug, description, price, category, images, specs, features, in_stock';
