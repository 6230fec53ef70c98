/**
 * What a sent quote says on screen, and its answer forms: the « Voir et accepter le devis » page
 * (/quote/view/:token) and the customer area's quotes page show the same document.
 */
export const quoteText = {
  titleNumbered: (number: string) => `Devis ${number}`,
  customer: 'Client',
  sentOn: 'Date',
  validUntil: 'Valable jusqu’au',
  lines: 'Détail',
  quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price} HT`,
  discount: (percent: string) => `Remise ${percent} %`,
  amountHt: (amount: string) => `${amount} HT`,
  totalHt: 'Total HT',
  tax: (rate: string) => `TVA (${rate} %)`,
  totalTtc: 'Total TTC',
  notes: 'Conditions et remarques',
  seller: 'Émis par',
  ifu: 'IFU',
  rccm: 'RCCM',
  acceptTitle: 'Accepter le devis',
  acceptHelp: 'Tapez votre nom complet : il vaut signature, avec la mention « Bon pour accord » et l’heure de votre accord.',
  signerName: 'Votre nom complet',
  accept: 'Bon pour accord',
  declineTitle: 'Refuser le devis',
  declineReason: 'Pourquoi refusez-vous ce devis ?',
  decline: 'Refuser le devis',
  accepted: (name: string, when: string) => `Devis accepté le ${when}, « Bon pour accord » signé par ${name}. Merci ! Nous vous recontactons pour la suite.`,
  declined: (when: string) => `Vous avez refusé ce devis le ${when}. Merci de nous avoir répondu.`,
  nameRequired: 'Tapez votre nom complet pour accepter le devis.',
  reasonRequired: 'Dites-nous en quelques mots pourquoi vous refusez ce devis.',
  actionFailed: 'L’opération n’a pas pu aboutir. Veuillez réessayer.',
  busy: 'Envoi…',
} as const;
