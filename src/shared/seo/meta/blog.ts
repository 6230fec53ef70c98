import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const blogMeta = {
  path: paths.blog,
  title: titled('Blog'),
  description: 'Conseils, actualités et guides pratiques sur l’informatique professionnelle au Burkina Faso.',
  indexable: true,
} as const satisfies PageMeta;
