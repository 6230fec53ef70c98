/** The site map page. */
export const sitemapText = {
  title: 'Plan du site',
  services: 'Nos services',
  site: {
    title: 'Le site',
    home: 'Accueil',
    services: 'Services',
    products: 'Produits',
    blog: 'Blog',
    contact: 'Contact',
  },
  requests: {
    title: 'Vos demandes',
    appointment: 'Prendre rendez-vous',
    quote: 'Demander un devis',
    cart: 'Panier',
  },
  account: {
    title: 'Votre compte',
    login: 'Connexion',
    register: 'Créer un compte',
    dashboard: 'Espace client',
  },
  legal: {
    title: 'Informations légales',
    privacyPolicy: 'Politique de confidentialité',
    termsOfService: "Conditions d'utilisation",
  },
} as const;
