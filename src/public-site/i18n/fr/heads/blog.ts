import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the list of posts: search results, the tab, link previews. */
export const blogHead = {
  title: 'Blog',
  description: 'Conseils, actualités et guides pratiques sur l’informatique professionnelle au Burkina Faso.',
} as const satisfies HeadWords;
