/** The services page and its eight cards (also read by the contact page and the site map). */
export const servicesText = {
  title: 'Nos services informatiques',
  intro: 'Du choix du matériel au support au quotidien, une seule équipe pour toute votre informatique.',
  contactUs: 'Nous contacter',
  bookAppointment: 'Prendre rendez-vous',
  /** Said after a card's buttons, for screen readers: which service they are about. */
  forService: (title: string) => ` : ${title}`,
  ctaTitle: 'Un projet, une question ?',
  ctaText: 'Parlez-nous de votre besoin : nous vous répondons sous 24 à 48 heures ouvrées.',
  /** The eight service cards, by category, five features each. */
  cards: {
    hardware: {
      title: 'Vente de matériel',
      description: 'Ordinateurs, Mac, serveurs et périphériques de marques reconnues, choisis pour votre usage.',
      features: ['Ordinateurs portables et de bureau', 'Mac et iPad pour les professionnels', 'Serveurs et stockage', 'Imprimantes et périphériques', 'Garantie 2 ans et livraison à Ouagadougou'],
    },
    software: {
      title: 'Solutions logicielles',
      description: 'Licences, installation et paramétrage des logiciels dont vos équipes ont besoin.',
      features: ['Suites bureautiques', 'Logiciels de gestion et de comptabilité', 'Antivirus et protection', 'Licences en volume', 'Installation et formation'],
    },
    network: {
      title: 'Réseaux et infrastructure',
      description: 'Des réseaux filaires et Wi-Fi fiables, du câblage à la supervision.',
      features: ['Étude et câblage structuré', 'Wi-Fi professionnel', 'Routeurs, commutateurs et pare-feu', 'VPN entre vos sites', 'Supervision et maintenance'],
    },
    web: {
      title: 'Création de sites web',
      description: 'Des sites rapides, lisibles sur mobile et faciles à mettre à jour.',
      features: ['Sites vitrines et catalogues', 'Boutiques en ligne', 'Optimisation pour les réseaux mobiles', 'Référencement naturel', 'Hébergement et maintenance'],
    },
    security: {
      title: 'Sécurité informatique',
      description: 'Protéger vos données, vos postes et votre réseau contre les menaces.',
      features: ['Audit de sécurité', 'Pare-feu et filtrage', 'Gestion des accès et des mots de passe', 'Sensibilisation des équipes', 'Plan de reprise après incident'],
    },
    support: {
      title: 'Support informatique',
      description: 'Une équipe qui répond quand vous en avez besoin, sur site ou à distance.',
      features: ['Assistance à distance', 'Interventions sur site', 'Contrats de maintenance', 'Gestion du parc', 'Support technique 24/7'],
    },
    data: {
      title: 'Sauvegarde et données',
      description: 'Vos données sauvegardées, restaurables et disponibles.',
      features: ['Sauvegardes automatiques', 'Stockage en réseau (NAS)', 'Solutions cloud', 'Tests de restauration', 'Migration de données'],
    },
    consulting: {
      title: 'Conseil et formation',
      description: 'Des conseils indépendants et des formations adaptées, spécialité environnements Apple.',
      features: ['Schéma directeur informatique', 'Choix des équipements', 'Déploiement de Mac en entreprise', 'Formation des utilisateurs', 'Accompagnement de projets'],
    },
  },
} as const;
