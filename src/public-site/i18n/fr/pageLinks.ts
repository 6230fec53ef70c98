import type { LinkedPageKey } from '../../../shared/pageTable';

/**
 * What a link to a page says, in the header's menu, the footer and the site map page (the page table,
 * src/shared/pageTable.ts, says which page each of them lists): one entry for every page it places.
 */
export const pageLinkText = {
  home: 'Accueil',
  services: 'Services',
  products: 'Produits',
  appointment: 'Prendre rendez-vous',
  quote: 'Demander un devis',
  blog: 'Blog',
  contact: 'Contact',
  cart: 'Panier',
  privacyPolicy: 'Politique de confidentialité',
  termsOfService: "Conditions d'utilisation",
  sitemap: 'Plan du site',
  login: 'Connexion',
  register: 'Créer un compte',
  dashboard: 'Espace client',
} as const satisfies Record<LinkedPageKey, string>;
