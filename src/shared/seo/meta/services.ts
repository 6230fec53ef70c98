import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const servicesMeta = {
  path: paths.services,
  title: titled('Nos services informatiques'),
  description: 'Matériel, logiciels, réseaux, sites web, sécurité, support, données et conseil : huit services pour équiper et faire fonctionner votre informatique à Ouagadougou.',
  indexable: true,
} as const satisfies PageMeta;
