import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the site map page: search results, the tab, link previews. */
export const sitemapHead = {
  title: 'Plan du site',
  description: 'Toutes les pages du site Ouaga IT Services.',
} as const satisfies HeadWords;
