import { slugify } from '../common/slug';

/** Before saving: a slug from the title when none was typed. */
export function prepareBlogPost(data: Record<string, unknown>): Record<string, unknown> {
  const typed = typeof data.slug === 'string' ? data.slug.trim() : '';
  return { ...data, slug: slugify(typed || String(data.title ?? '')) };
}
