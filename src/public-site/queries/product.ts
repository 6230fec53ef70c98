/** A row of `products` as the public site reads it (docs/data-model.md). */
export interface Product {
  id: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  /** The slug of its row in product_categories. */
  category: string;
  images: string[];
  specs: { label: string; value: string }[];
  features: string[];
  in_stock: boolean;
}

export const productColumns = 'id, name, slug, description, price, category, images, specs, features, in_stock';
