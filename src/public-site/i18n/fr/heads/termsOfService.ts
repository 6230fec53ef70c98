import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the terms of service: search results, the tab, link previews. */
export const termsOfServiceHead = {
  title: "Conditions d'utilisation",
  description: 'Les conditions d’utilisation du site, des demandes de devis, des rendez-vous et des commandes.',
} as const satisfies HeadWords;
