/** The cart page and its delivery form (the texts other screens repeat are in shared/i18n/fr.ts). */
export const cartText = {
  loading: 'Chargement du panier…',
  discoverProducts: 'Découvrir nos produits',
  linesLabel: 'Articles du panier',
  summaryLabel: 'Récapitulatif de la commande',
  summary: 'Récapitulatif',
  loginNotice: 'Vous serez invité à vous connecter ou à créer un compte, puis ramené à votre panier.',
  line: {
    decrease: (name: string) => `Diminuer la quantité : ${name}`,
    increase: (name: string) => `Augmenter la quantité : ${name}`,
    quantity: (name: string) => `Quantité : ${name}`,
    /** Said after « Retirer », for screen readers. */
    ofProduct: (name: string) => ` : ${name}`,
  },
  delivery: {
    title: 'Livraison',
    name: 'Nom du destinataire',
    phone: 'Téléphone',
    address: 'Adresse de livraison',
    notes: (optional: string) => `Remarques ${optional}`,
    submitting: 'Enregistrement de la commande…',
    submit: 'Confirmer la commande',
    backToCart: 'Revenir au panier',
  },
} as const;
