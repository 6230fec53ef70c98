/** The quote request page. */
export const quoteText = {
  title: 'Demander un devis',
  intro: 'Gratuit et sans engagement : parlez-nous de votre projet.',
  /** The description prefilled from a catalogue search that found nothing. */
  needMessage: (need: string) => `Je recherche : ${need}. `,
  stepsTitle: 'Comment ça marche ?',
  steps: [
    { title: 'Envoyez votre demande', text: 'Décrivez votre projet et les services souhaités.' },
    { title: 'Étude et analyse', text: 'Nos experts étudient votre besoin et vous recontactent si nécessaire.' },
    { title: 'Recevez votre devis', text: 'Un devis détaillé sous 24 à 48 heures ouvrées.' },
  ],
  validity: 'Nos devis sont valables 30 jours, sans obligation d’achat.',
} as const;
