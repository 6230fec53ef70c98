import type { HeadWords } from '../../../../shared/seo/staticHead';

/** The head of the contact page: search results, the tab, link previews. */
export const contactHead = {
  title: 'Contact',
  description: 'Adresse, téléphones, e-mails et horaires d’ouverture de Ouaga IT Services, Zone du bois à Ouagadougou. Écrivez-nous, nous répondons sous 24 à 48 heures.',
} as const satisfies HeadWords;
