/** The cart page and its delivery form (the texts other screens repeat are in shared/i18n/fr.ts). */
export const cartText = {
  loading: 'Chargement du panier…',
  discoverProducts: 'Découvrir nos produits',
  linesLabel: 'Articles du panier',
  summaryLabel: 'Récapitulatif de la commande',
  summary: 'Récapitulatif',
  loginNotice: 'Vous serez invité à vous connecter ou à créer un compte, puis ramené à votre panier.',
  orderAsGuest: 'Commander sans compte',
  loginToOrder: 'Se connecter pour commander',
  guestPlaced: {
    title: (number: number) => `Merci ! Commande n° ${number} enregistrée`,
    mailSent: (email: string) =>
      `Un e-mail de confirmation, avec la facture pro forma et le lien pour retrouver votre commande, part à ${email}.`,
    next: 'Nous vous appelons pour confirmer la livraison.',
    payment: 'Paiement',
    total: 'Total TTC',
    account: 'Créez un compte avec cette même adresse e-mail : une fois l’adresse confirmée, vos commandes apparaissent dans votre espace client.',
    register: 'Créer mon compte',
    continueShopping: 'Continuer mes achats',
  },
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
    email: 'Adresse e-mail',
    emailHint: 'Pour la confirmation de la commande et le lien qui permet de la retrouver.',
    guestNotice: 'Vous commandez sans compte : indiquez votre adresse e-mail pour recevoir la confirmation.',
    payment: 'Mode de paiement',
    mobileMoneyNumbers: 'Nos numéros mobile money',
    notes: (optional: string) => `Remarques ${optional}`,
    submitting: 'Enregistrement de la commande…',
    submit: 'Confirmer la commande',
    backToCart: 'Revenir au panier',
  },
} as const;
