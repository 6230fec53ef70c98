import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const termsOfServiceMeta = {
  path: paths.termsOfService,
  title: titled("Conditions d'utilisation"),
  description: 'Les conditions d’utilisation du site, des demandes de devis, des rendez-vous et des commandes.',
  indexable: true,
} as const satisfies PageMeta;
