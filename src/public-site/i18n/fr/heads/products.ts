import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the catalogue: search results, the tab, link previews. */
export const productsHead = {
  title: 'Produits : ordinateurs, serveurs, réseaux et logiciels',
  description: 'Catalogue d’ordinateurs portables, de serveurs, d’équipements réseau et de logiciels, livrés gratuitement à Ouagadougou et garantis 2 ans.',
} as const satisfies HeadWords;
