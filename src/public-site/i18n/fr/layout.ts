/** What every page shows around its content: header, menu, footer, loading and error states. */
export const layoutText = {
  skipToContent: 'Aller au contenu',
  pageLoading: 'Chargement de la page',
  pageLoadingShort: 'Chargement…',
  navigation: {
    label: 'Navigation principale',
  },
  menu: {
    open: 'Ouvrir le menu',
    close: 'Fermer le menu',
  },
  cart: (itemCount: number) =>
    itemCount === 0 ? 'Panier (vide)' : `Panier (${itemCount} article${itemCount > 1 ? 's' : ''})`,
  account: {
    login: 'Connexion',
    register: 'Créer un compte',
    admin: (name: string) => `${name} — Administration`,
    dashboard: (name: string) => `${name} — Mon espace`,
  },
  footer: {
    about: 'Filiale d’un groupe français spécialisé dans les environnements Apple : matériel, logiciels, réseaux, sites web et support pour les entreprises et administrations.',
    whatsapp: 'Écrivez-nous sur WhatsApp',
    pages: 'Pages',
    services: 'Services',
    contact: 'Contact',
    rights: (companyName: string) => `© ${companyName}, Ouagadougou. Tous droits réservés.`,
    serviceLinks: {
      hardware: 'Vente de matériel',
      software: 'Solutions logicielles',
      design: 'Création de sites web',
      setup: 'Installation de systèmes',
      support: 'Support informatique',
    },
  },
  contactDetails: {
    main: ' (standard)',
    support: ' (support)',
    technicalSupport: ' (support technique)',
  },
  whatsappNewWindow: ' (WhatsApp, nouvelle fenêtre)',
  pageError: {
    title: 'Page momentanément indisponible',
    text: 'Cette page n’a pas pu être chargée. Vérifiez votre connexion et réessayez dans un instant.',
    /** The head the server writes for such a page. */
    head: { title: 'Page momentanément indisponible | Ouaga IT Services', description: 'Cette page n’a pas pu être chargée.' },
    backHome: 'Retour à l’accueil',
  },
  notFound: {
    /** The head of an address that is no page. */
    head: { title: 'Page non trouvée | Ouaga IT Services', description: 'Cette page n’existe pas ou a été déplacée.' },
    title: 'Page non trouvée',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
} as const;
