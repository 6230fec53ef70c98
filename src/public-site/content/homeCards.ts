import type { IconName } from '../../shared/ui/Icon';
import { homeText } from '../i18n/fr/home';

/** The six service cards of the home page, each leading to /services?category=. */
export const homeServiceCards: { category: string; icon: IconName; title: string; description: string }[] = [
  { category: 'hardware', icon: 'laptop', ...homeText.serviceCards.hardware },
  { category: 'software', icon: 'software', ...homeText.serviceCards.software },
  { category: 'network', icon: 'network', ...homeText.serviceCards.network },
  { category: 'support', icon: 'support', ...homeText.serviceCards.support },
  { category: 'web', icon: 'web', ...homeText.serviceCards.web },
  { category: 'security', icon: 'security', ...homeText.serviceCards.security },
];

/** The four product category cards of the home page, each leading to /products?category=. */
export const homeProductCategories: { category: string; icon: IconName; title: string }[] = [
  { category: 'laptops', icon: 'laptop', title: homeText.productCards.laptops },
  { category: 'servers', icon: 'server', title: homeText.productCards.servers },
  { category: 'networking', icon: 'network', title: homeText.productCards.networking },
  { category: 'software', icon: 'software', title: homeText.productCards.software },
];
