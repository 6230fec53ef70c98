import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const loginMeta = { path: paths.login, title: titled('Connexion'), description: 'Connectez-vous à votre espace client.', indexable: false } as const satisfies PageMeta;
