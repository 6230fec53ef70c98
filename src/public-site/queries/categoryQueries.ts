import { dataClient } from '../data/dataClient';

/** A row of `product_categories` as the public site shows it (filter, home cards, product pages). */
export interface ProductCategory {
  slug: string;
  name: string;
  /** One of the site's icon names (src/shared/ui/Icon.tsx); drawn with a default when unknown. */
  icon: string;
}

/** The catalogue's categories in the order the office gave them. */
export async function fetchProductCategories(): Promise<ProductCategory[]> {
  const supabase = await dataClient();
  const { data, error } = await supabase.from('product_categories').select('slug, name, icon').order('position').order('name');
  if (error) throw error;
  return (data ?? []) as ProductCategory[];
}

/** The name of a category by its slug, or the slug itself when it is not (or no longer) among them. */
export function categoryName(categories: readonly ProductCategory[], slug: string): string {
  return categories.find((category) => category.slug === slug)?.name ?? slug;
}
