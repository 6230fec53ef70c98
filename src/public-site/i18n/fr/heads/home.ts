import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the home page: search results, the tab, link previews (its title comes after the brand). */
export const homeHead = {
  title: 'Informatique et environnements Apple à Ouagadougou',
  description: 'Vente de matériel et de logiciels, création de sites web, réseaux, sécurité et support informatique pour les entreprises et administrations à Ouagadougou, Burkina Faso.',
} as const satisfies HeadWords;
