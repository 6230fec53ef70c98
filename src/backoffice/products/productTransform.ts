import { slugify } from '../common/slug';

/** Before saving: a slug from the name when none was typed, no blank feature lines. */
export function prepareProduct(data: Record<string, unknown>): Record<string, unknown> {
  const slug = typeof data.slug === 'string' && data.slug.trim() ? slugify(data.slug) : slugify(String(data.name ?? ''));
  const features = Array.isArray(data.features) ? data.features.map((line) => String(line).trim()).filter(Boolean) : data.features;
  return { ...data, slug, features };
}
