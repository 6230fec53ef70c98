import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the quote request page: search results, the tab, link previews. */
export const quoteHead = {
  title: 'Demander un devis gratuit',
  description: 'Décrivez votre projet informatique et recevez un devis gratuit et sans engagement sous 24 à 48 heures ouvrées.',
} as const satisfies HeadWords;
