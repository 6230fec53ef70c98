import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const productsMeta = {
  path: paths.products,
  title: titled('Produits : ordinateurs, serveurs, réseaux et logiciels'),
  description: 'Catalogue d’ordinateurs portables, de serveurs, d’équipements réseau et de logiciels, livrés gratuitement à Ouagadougou et garantis 2 ans.',
  indexable: true,
} as const satisfies PageMeta;
