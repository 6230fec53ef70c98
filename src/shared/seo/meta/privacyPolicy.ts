import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const privacyPolicyMeta = {
  path: paths.privacyPolicy,
  title: titled('Politique de confidentialité'),
  description: 'Quelles données nous recueillons, pourquoi, combien de temps nous les gardons et comment exercer vos droits.',
  indexable: true,
} as const satisfies PageMeta;
