import { paths } from '../../shared/paths';
import { layoutText } from '../i18n/fr/layout';

/** The header's links (SPEC.md §2). */
export const mainNavigation = [
  { to: paths.home, label: layoutText.navigation.home },
  { to: paths.services, label: layoutText.navigation.services },
  { to: paths.products, label: layoutText.navigation.products },
  { to: paths.blog, label: layoutText.navigation.blog },
  { to: paths.contact, label: layoutText.navigation.contact },
] as const;
