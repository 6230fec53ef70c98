import type { IconName } from '../../shared/ui/Icon';

/** The six service cards of the home page, each leading to /services?category=. */
export const homeServiceCards: { category: string; icon: IconName; title: string; description: string }[] = [
  { category: 'hardware', icon: 'laptop', title: 'Matériel', description: 'Ordinateurs, Mac, serveurs et périphériques, garantis 2 ans.' },
  { category: 'software', icon: 'software', title: 'Logiciels', description: 'Licences, installation et paramétrage de vos outils.' },
  { category: 'network', icon: 'network', title: 'Réseaux', description: 'Câblage, Wi-Fi professionnel, pare-feu et VPN.' },
  { category: 'support', icon: 'support', title: 'Support', description: 'Assistance à distance et sur site, contrats de maintenance.' },
  { category: 'web', icon: 'web', title: 'Sites web', description: 'Sites rapides et lisibles sur mobile, hébergés et suivis.' },
  { category: 'security', icon: 'security', title: 'Sécurité', description: 'Audit, protection des postes et des données.' },
];

/** The four product category cards of the home page, each leading to /products?category=. */
export const homeProductCategories: { category: string; icon: IconName; title: string }[] = [
  { category: 'laptops', icon: 'laptop', title: 'Ordinateurs portables' },
  { category: 'servers', icon: 'server', title: 'Serveurs' },
  { category: 'networking', icon: 'network', title: 'Équipements réseau' },
  { category: 'software', icon: 'software', title: 'Logiciels' },
];
