import { paths } from '../../paths';
import { titled, type PageMeta } from '../pageMeta';

export const cartMeta = { path: paths.cart, title: titled('Panier'), description: 'Votre panier et votre commande.', indexable: false } as const satisfies PageMeta;
