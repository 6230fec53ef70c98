import type { ProductCategory } from '../../shared/config/options';

/** A row of `products` as the public site reads it (docs/data-model.md). */
export interface Product {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  category: ProductCategory;
  images: string[];
  specs: { label: string; value: string }[];
  features: string[];
  in_stock: boolean;
}

export const productColumns = 'id, name, slug, description, price, category, images, specs, features, in_stock';

/** Filters the catalogue by category and by text in the name or description (accents and case ignored). */
export function filterProducts(products: readonly Product[], category: string, search: string): Product[] {
  const needle = normalise(search.trim());
  return products.filter(
    (product) =>
      (!category || product.category === category) &&
      (!needle || normalise(product.name).includes(needle) || normalise(product.description ?? '').includes(needle)),
  );
}

function normalise(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}
