import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the cart: search results, the tab, link previews. */
export const cartHead = {
  title: 'Panier',
  description: 'Votre panier et votre commande.',
} as const satisfies HeadWords;
