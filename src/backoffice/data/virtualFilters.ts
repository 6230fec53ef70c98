/**
 * Filters the lists offer that are not columns: a blog post's « status » is
 * whether published_at is set. Translated to ra-data-postgrest's
 * `column@operator` keys.
 */
export function translateVirtualFilters(resource: string, filter: Record<string, unknown>): Record<string, unknown> {
  if (resource !== 'blog_posts' || !('status' in filter)) return filter;
  const { status, ...rest } = filter;
  if (status === 'draft') return { ...rest, 'published_at@is': 'null' };
  if (status === 'published') return { ...rest, 'published_at@not.is': 'null' };
  return rest;
}
