import { layoutText } from '../i18n/fr/layout';

/** Service shortcuts of SPEC.md §2 (the services page reads `?category=`). */
export const footerServices = [
  { category: 'hardware', label: layoutText.footer.serviceLinks.hardware },
  { category: 'software', label: layoutText.footer.serviceLinks.software },
  { category: 'design', label: layoutText.footer.serviceLinks.design },
  { category: 'setup', label: layoutText.footer.serviceLinks.setup },
  { category: 'support', label: layoutText.footer.serviceLinks.support },
] as const;
