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
