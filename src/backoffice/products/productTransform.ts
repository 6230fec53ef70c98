import { slugify } from '../common/slug';

/**
 * Before saving: a slug from the name when none was typed, no blank feature
 * lines, and without `search_text`, which the database computes (it refuses a value for it).
 */
export function prepareProduct({ search_text: _computed, ...data }: Record<string, unknown>): Record<string, unknown> {
  const slug = typeof data.slug === 'string' && data.slug.trim() ? slugify(data.slug) : slugify(String(data.name ?? ''));
  const features = Array.isArray(data.features) ? data.features.map((line) => String(line).trim()).filter(Boolean) : data.features;
  return { ...data, slug, features };
}
