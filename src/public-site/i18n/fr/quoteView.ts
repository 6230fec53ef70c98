import { quoteText } from '../../../shared/quotes/quoteText';

/** What the « Voir et accepter le devis » page says (/quote/view/:token, from the quote e-mail). */
export const quoteViewText = {
  ...quoteText,
  title: 'Votre devis',
  intro: 'Consultez notre proposition, puis acceptez-la ou refusez-la en ligne, sans compte.',
  loading: 'Chargement de votre devis…',
  invalidTitle: 'Ce lien n’est plus valable',
  invalidText:
    'Ce lien de devis n’est pas valable, ou plus : le devis a peut-être expiré. Pour un nouveau devis, contactez-nous ou faites une demande sur notre site.',
  newQuote: 'Demander un devis',
  contact: 'Nous contacter',
  loadFailed: 'Impossible de charger votre devis pour le moment. Vérifiez votre connexion puis réessayez.',
  retry: 'Réessayer',
  download: 'Télécharger le devis (PDF)',
  preparing: 'Préparation du PDF…',
  downloadFailed: 'Impossible de préparer le PDF. Vérifiez votre connexion puis réessayez.',
} as const;
