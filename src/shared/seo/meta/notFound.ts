import { titled, type PageMeta } from '../pageMeta';

export const notFoundMeta = { path: '/404', title: titled('Page non trouvée'), description: 'Cette page n’existe pas ou a été déplacée.', indexable: false } as const satisfies PageMeta;
