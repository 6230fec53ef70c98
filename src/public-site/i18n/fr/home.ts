/** The home page and its cards. */
export const homeText = {
  title: 'Votre partenaire informatique à Ouagadougou',
  lead: 'Matériel, logiciels, réseaux, sites web et support pour les entreprises et les administrations, avec l’expertise d’un groupe spécialiste des environnements Apple.',
  discoverServices: 'Découvrir nos services',
  contactUs: 'Nous contacter',
  servicesTitle: 'Nos services',
  appointmentTitle: 'Besoin d’un conseil ou d’une intervention ?',
  appointmentText: 'Réservez un créneau de 30 minutes avec un technicien, en ligne, en quelques clics.',
  bookAppointment: 'Prendre rendez-vous',
  productsTitle: 'Nos produits',
  allProducts: 'Voir tous les produits',
  whatsapp: 'Message WhatsApp',
  /** The six service cards, by category. */
  serviceCards: {
    hardware: { title: 'Matériel', description: 'Ordinateurs, Mac, serveurs et périphériques, garantis 2 ans.' },
    software: { title: 'Logiciels', description: 'Licences, installation et paramétrage de vos outils.' },
    network: { title: 'Réseaux', description: 'Câblage, Wi-Fi professionnel, pare-feu et VPN.' },
    support: { title: 'Support', description: 'Assistance à distance et sur site, contrats de maintenance.' },
    web: { title: 'Sites web', description: 'Sites rapides et lisibles sur mobile, hébergés et suivis.' },
    security: { title: 'Sécurité', description: 'Audit, protection des postes et des données.' },
  },
} as const;
