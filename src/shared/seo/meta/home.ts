import { paths } from '../../paths';
import { brand, type PageMeta } from '../pageMeta';

export const homeMeta = {
  path: paths.home,
  title: `${brand} — Informatique et environnements Apple à Ouagadougou`,
  description: 'Vente de matériel et de logiciels, création de sites web, réseaux, sécurité et support informatique pour les entreprises et administrations à Ouagadougou, Burkina Faso.',
  indexable: true,
} as const satisfies PageMeta;
