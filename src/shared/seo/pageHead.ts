export { titled } from './pageTitle';

/**
 * What a page puts in its <head>: computed from the route's data by the
 * route's `handle.head`, written into the HTML by the server renderer and kept
 * in step by the browser on client-side navigation.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Path (and query) of the page's canonical address; absent for pages not to be indexed. */
  canonicalPath?: string;
  /** The page's own picture for link previews: a path of this site or an absolute URL. */
  image?: string;
  /** A ready `<link rel="preload">` for the page's largest image (see src/shared/images/preloadImage.ts). */
  imagePreload?: string;
  /** `product` and `article` pages give previews a richer card. */
  type?: 'website' | 'product' | 'article';
  /** Where the page sits, home first: written as a BreadcrumbList. */
  breadcrumbs?: { name: string; path: string }[];
  /** schema.org objects, each written as its own JSON-LD block (given the site's address for absolute URLs). */
  structuredData?: (siteUrl: string) => object[];
}

export interface PageHandle<Data = unknown> {
  head: (data: Data) => PageHead;
}

/** A search result snippet's length: descriptions are cut on a word, not mid-word. */
export function snippet(text: string, length = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= length) return plain;
  return `${plain.slice(0, length - 1).replace(/\s+\S*$/, '')}…`;
}
