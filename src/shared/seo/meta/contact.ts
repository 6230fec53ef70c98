import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const contactMeta = {
  path: paths.contact,
  title: titled('Contact'),
  description: 'Adresse, téléphones, e-mails et horaires d’ouverture de Ouaga IT Services, Zone du bois à Ouagadougou. Écrivez-nous, nous répondons sous 24 à 48 heures.',
  indexable: true,
} as const satisfies PageMeta;
