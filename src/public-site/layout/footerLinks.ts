import { paths } from '../../shared/paths';

export const footerPages = [
  { to: paths.home, label: 'Accueil' },
  { to: paths.services, label: 'Services' },
  { to: paths.products, label: 'Produits' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.privacyPolicy, label: 'Politique de confidentialité' },
  { to: paths.termsOfService, label: "Conditions d'utilisation" },
  { to: paths.sitemap, label: 'Plan du site' },
] as const;

/** Service shortcuts of SPEC.md §2 (the services page reads `?category=`). */
export const footerServices = [
  { category: 'hardware', label: 'Vente de matériel' },
  { category: 'software', label: 'Solutions logicielles' },
  { category: 'design', label: 'Création de sites web' },
  { category: 'setup', label: 'Installation de systèmes' },
  { category: 'support', label: 'Support informatique' },
] as const;
