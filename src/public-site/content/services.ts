import type { IconName } from '../../shared/ui/Icon';

/** The eight service cards of /services (SPEC.md §2), five features each. */
export interface ServiceCard {
  category: string;
  icon: IconName;
  title: string;
  description: string;
  features: [string, string, string, string, string];
}

export const serviceCards: ServiceCard[] = [
  {
    category: 'hardware',
    icon: 'laptop',
    title: 'Vente de matériel',
    description: 'Ordinateurs, Mac, serveurs et périphériques de marques reconnues, choisis pour votre usage.',
    features: ['Ordinateurs portables et de bureau', 'Mac et iPad pour les professionnels', 'Serveurs et stockage', 'Imprimantes et périphériques', 'Garantie 2 ans et livraison à Ouagadougou'],
  },
  {
    category: 'software',
    icon: 'software',
    title: 'Solutions logicielles',
    description: 'Licences, installation et paramétrage des logiciels dont vos équipes ont besoin.',
    features: ['Suites bureautiques', 'Logiciels de gestion et de comptabilité', 'Antivirus et protection', 'Licences en volume', 'Installation et formation'],
  },
  {
    category: 'network',
    icon: 'network',
    title: 'Réseaux et infrastructure',
    description: 'Des réseaux filaires et Wi-Fi fiables, du câblage à la supervision.',
    features: ['Étude et câblage structuré', 'Wi-Fi professionnel', 'Routeurs, commutateurs et pare-feu', 'VPN entre vos sites', 'Supervision et maintenance'],
  },
  {
    category: 'web',
    icon: 'web',
    title: 'Création de sites web',
    description: 'Des sites rapides, lisibles sur mobile et faciles à mettre à jour.',
    features: ['Sites vitrines et catalogues', 'Boutiques en ligne', 'Optimisation pour les réseaux mobiles', 'Référencement naturel', 'Hébergement et maintenance'],
  },
  {
    category: 'security',
    icon: 'security',
    title: 'Sécurité informatique',
    description: 'Protéger vos données, vos postes et votre réseau contre les menaces.',
    features: ['Audit de sécurité', 'Pare-feu et filtrage', 'Gestion des accès et des mots de passe', 'Sensibilisation des équipes', 'Plan de reprise après incident'],
  },
  {
    category: 'support',
    icon: 'support',
    title: 'Support informatique',
    description: 'Une équipe qui répond quand vous en avez besoin, sur site ou à distance.',
    features: ['Assistance à distance', 'Interventions sur site', 'Contrats de maintenance', 'Gestion du parc', 'Support technique 24/7'],
  },
  {
    category: 'data',
    icon: 'data',
    title: 'Sauvegarde et données',
    description: 'Vos données sauvegardées, restaurables et disponibles.',
    features: ['Sauvegardes automatiques', 'Stockage en réseau (NAS)', 'Solutions cloud', 'Tests de restauration', 'Migration de données'],
  },
  {
    category: 'consulting',
    icon: 'consulting',
    title: 'Conseil et formation',
    description: 'Des conseils indépendants et des formations adaptées, spécialité environnements Apple.',
    features: ['Schéma directeur informatique', 'Choix des équipements', 'Déploiement de Mac en entreprise', 'Formation des utilisateurs', 'Accompagnement de projets'],
  },
];

/**
 * The footer's shortcuts use the prototype's names `design` and `setup`;
 * they point at the web and network cards.
 */
export const serviceCategoryAliases: Record<string, string> = { design: 'web', setup: 'network' };
