/**
 * Title and description of every page that does not depend on the visitor.
 * The server's renderer writes them into each page's <head>, the client updates
 * them on navigation, and the sitemaps list the indexable ones.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and the HTML sitemap. */
  indexable: boolean;
}

export const brand = 'Ouaga IT Services';
export const titled = (title: string) => `${title} | ${brand}`;

