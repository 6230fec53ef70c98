import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const quoteMeta = {
  path: paths.quote,
  title: titled('Demander un devis gratuit'),
  description: 'Décrivez votre projet informatique et recevez un devis gratuit et sans engagement sous 24 à 48 heures ouvrées.',
  indexable: true,
} as const satisfies PageMeta;
