/**
 * Messages of the public site shared by several screens (forms, cart, layout).
 * The public site's own texts are in its catalogue (src/public-site/i18n/fr/, one
 * file per area); what several screens repeat, the portal included, lives here.
 */
export const fr = {
  form: {
    sending: 'Envoi en cours…',
    required: '(obligatoire)',
    optional: '(facultatif)',
  },
  appointmentCancel: {
    reason: 'Motif',
    reasonHint: 'Transmis à notre équipe avec l’annulation.',
  },
  failures: {
    infoRequest: "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer.",
    appointment: "Une erreur s'est produite lors de la prise de rendez-vous. Veuillez réessayer.",
    quote: "Une erreur s'est produite lors de l'envoi de votre demande de devis. Veuillez réessayer.",
    contact: "Une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer.",
    slotTaken: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Veuillez choisir un autre horaire.',
    order: "Une erreur s'est produite lors de l'enregistrement de votre commande. Veuillez réessayer.",
    loadProducts: 'Impossible de charger les produits pour le moment. Veuillez réessayer plus tard.',
    loadSlots: 'Impossible de charger les créneaux disponibles. Veuillez réessayer.',
    /** A flood of one form from one address is held back: say for how long. */
    tooManyRequests: (wait: string) => `Vous avez envoyé beaucoup de demandes en peu de temps. Veuillez réessayer dans ${wait}.`,
  },
  waits: {
    seconds: (count: number) => (count > 1 ? `${count} secondes` : '1 seconde'),
    minutes: (count: number) => (count > 1 ? `${count} minutes` : '1 minute'),
  },
  cart: {
    title: 'Votre panier',
    empty: 'Votre panier est vide',
    continueShopping: 'Continuer vos achats',
    subtotal: 'Sous-total HT',
    shipping: 'Livraison',
    shippingFree: 'Gratuite à Ouagadougou',
    shippingOutsideOuagadougou: 'Hors Ouagadougou : fixée avec vous à la confirmation',
    tax: (rate: number) => `TVA (${rate.toLocaleString('fr-FR')} %)`,
    total: 'Total TTC',
    order: 'Commander',
    clear: 'Vider le panier',
    remove: 'Retirer',
    paymentTerms: 'Paiement à la livraison, par virement bancaire ou par mobile money.',
    paymentTermsOnline: 'Paiement en ligne (Orange Money, Moov Money, carte bancaire), à la livraison, par virement bancaire ou par mobile money.',
    added: 'Ajouté au panier',
    checkedTitle: 'Votre panier a été mis à jour',
    priceChanged: (name: string, from: string, to: string) => `Le prix de « ${name} » est maintenant de ${to} (au lieu de ${from}).`,
    unavailable: (name: string) => `« ${name} » n’est plus proposé : retirez-le pour commander.`,
    outOfStock: (name: string) => `« ${name} » est en rupture de stock : retirez-le pour commander.`,
  },
} as const;
