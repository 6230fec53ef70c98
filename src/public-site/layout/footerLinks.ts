import { paths } from '../../shared/paths';
import { layoutText } from '../i18n/fr/layout';

export const footerPages = [
  { to: paths.home, label: layoutText.footer.links.home },
  { to: paths.services, label: layoutText.footer.links.services },
  { to: paths.products, label: layoutText.footer.links.products },
  { to: paths.contact, label: layoutText.footer.links.contact },
  { to: paths.privacyPolicy, label: layoutText.footer.links.privacyPolicy },
  { to: paths.termsOfService, label: layoutText.footer.links.termsOfService },
  { to: paths.sitemap, label: layoutText.footer.links.sitemap },
] as const;

/** Service shortcuts of SPEC.md §2 (the services page reads `?category=`). */
export const footerServices = [
  { category: 'hardware', label: layoutText.footer.serviceLinks.hardware },
  { category: 'software', label: layoutText.footer.serviceLinks.software },
  { category: 'design', label: layoutText.footer.serviceLinks.design },
  { category: 'setup', label: layoutText.footer.serviceLinks.setup },
  { category: 'support', label: layoutText.footer.serviceLinks.support },
] as const;
