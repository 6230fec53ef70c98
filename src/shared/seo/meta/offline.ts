import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const offlineMeta = {
  path: paths.offline,
  title: titled('Hors ligne'),
  description: 'Le réseau ne répond pas : appelez-nous ou écrivez-nous sur WhatsApp.',
  indexable: false,
} as const satisfies PageMeta;
