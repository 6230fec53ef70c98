import { paths } from '../../shared/paths';

/** The header's links (SPEC.md §2). */
export const mainNavigation = [
  { to: paths.home, label: 'Accueil' },
  { to: paths.services, label: 'Services' },
  { to: paths.products, label: 'Produits' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.contact, label: 'Contact' },
] as const;
