import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const registerMeta = { path: paths.register, title: titled('Créer un compte'), description: 'Créez votre espace client.', indexable: false } as const satisfies PageMeta;
