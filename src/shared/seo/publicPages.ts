import { paths } from '../paths';

/**
 * Title and description of every page that does not depend on the visitor.
 * The pre-renderer writes them into each page's <head>, the client updates
 * them on navigation, and the sitemaps list the indexable ones.
 */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and the HTML sitemap. */
  indexable: boolean;
}

const brand = 'Ouaga IT Services';
export const titled = (title: string) => `${title} | ${brand}`;

export const publicPages = {
  home: {
    path: paths.home,
    title: `${brand} — Informatique et environnements Apple à Ouagadougou`,
    description: 'Vente de matériel et de logiciels, création de sites web, réseaux, sécurité et support informatique pour les entreprises et administrations à Ouagadougou, Burkina Faso.',
    indexable: true,
  },
  services: {
    path: paths.services,
    title: titled('Nos services informatiques'),
    description: 'Matériel, logiciels, réseaux, sites web, sécurité, support, données et conseil : huit services pour équiper et faire fonctionner votre informatique à Ouagadougou.',
    indexable: true,
  },
  products: {
    path: paths.products,
    title: titled('Produits : ordinateurs, serveurs, réseaux et logiciels'),
    description: 'Catalogue d’ordinateurs portables, de serveurs, d’équipements réseau et de logiciels, livrés gratuitement à Ouagadougou et garantis 2 ans.',
    indexable: true,
  },
  appointment: {
    path: paths.appointment,
    title: titled('Prendre rendez-vous'),
    description: 'Réservez un créneau de 30 minutes avec un technicien ou un consultant : du lundi au vendredi et le samedi matin.',
    indexable: true,
  },
  quote: {
    path: paths.quote,
    title: titled('Demander un devis gratuit'),
    description: 'Décrivez votre projet informatique et recevez un devis gratuit et sans engagement sous 24 à 48 heures ouvrées.',
    indexable: true,
  },
  contact: {
    path: paths.contact,
    title: titled('Contact'),
    description: 'Adresse, téléphones, e-mails et horaires d’ouverture de Ouaga IT Services, Zone du bois à Ouagadougou. Écrivez-nous, nous répondons sous 24 à 48 heures.',
    indexable: true,
  },
  cart: { path: paths.cart, title: titled('Panier'), description: 'Votre panier et votre commande.', indexable: false },
  blog: {
    path: paths.blog,
    title: titled('Blog'),
    description: 'Conseils, actualités et guides pratiques sur l’informatique professionnelle au Burkina Faso.',
    indexable: true,
  },
  privacyPolicy: {
    path: paths.privacyPolicy,
    title: titled('Politique de confidentialité'),
    description: 'Quelles données nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
    indexable: true,
  },
  termsOfService: {
    path: paths.termsOfService,
    title: titled("Conditions d'utilisation"),
    description: 'Les conditions d’utilisation du site, des demandes de devis, des rendez-vous et des commandes.',
    indexable: true,
  },
  sitemap: { path: paths.sitemap, title: titled('Plan du site'), description: 'Toutes les pages du site Ouaga IT Services.', indexable: true },
  login: { path: paths.login, title: titled('Connexion'), description: 'Connectez-vous à votre espace client.', indexable: false },
  register: { path: paths.register, title: titled('Créer un compte'), description: 'Créez votre espace client.', indexable: false },
  notFound: { path: '/404', title: titled('Page non trouvée'), description: 'Cette page n’existe pas ou a été déplacée.', indexable: false },
} as const satisfies Record<string, PageMeta>;

export type PublicPageKey = keyof typeof publicPages;
