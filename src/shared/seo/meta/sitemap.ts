import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const sitemapMeta = { path: paths.sitemap, title: titled('Plan du site'), description: 'Toutes les pages du site Ouaga IT Services.', indexable: true } as const satisfies PageMeta;
