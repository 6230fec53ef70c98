import type { IconName } from '../../shared/ui/Icon';
import { servicesText } from '../i18n/fr/services';

/** The eight service cards of /services (SPEC.md §2), five features each. */
export interface ServiceCard {
  category: ServiceCategory;
  icon: IconName;
  title: string;
  description: string;
  features: readonly [string, string, string, string, string];
}

type ServiceCategory = keyof typeof servicesText.cards;

const serviceCard = (category: ServiceCategory, icon: IconName): ServiceCard => ({ category, icon, ...servicesText.cards[category] });

export const serviceCards: ServiceCard[] = [
  serviceCard('hardware', 'laptop'),
  serviceCard('software', 'software'),
  serviceCard('network', 'network'),
  serviceCard('web', 'web'),
  serviceCard('security', 'security'),
  serviceCard('support', 'support'),
  serviceCard('data', 'data'),
  serviceCard('consulting', 'consulting'),
];

/**
 * The footer's shortcuts use the prototype's names `design` and `setup`;
 * they point at the web and network cards.
 */
export const serviceCategoryAliases: Record<string, string> = { design: 'web', setup: 'network' };
