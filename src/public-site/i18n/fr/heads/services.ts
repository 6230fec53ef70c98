import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the services page: search results, the tab, link previews. */
export const servicesHead = {
  title: 'Nos services informatiques',
  description: 'Matériel, logiciels, réseaux, sites web, sécurité, support, données et conseil : huit services pour équiper et faire fonctionner votre informatique à Ouagadougou.',
} as const satisfies HeadWords;
