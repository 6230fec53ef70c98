import type { PageMeta } from './pageMeta';
import { homeMeta } from './meta/home';
import { servicesMeta } from './meta/services';
import { productsMeta } from './meta/products';
import { appointmentMeta } from './meta/appointment';
import { quoteMeta } from './meta/quote';
import { contactMeta } from './meta/contact';
import { cartMeta } from './meta/cart';
import { blogMeta } from './meta/blog';
import { privacyPolicyMeta } from './meta/privacyPolicy';
import { termsOfServiceMeta } from './meta/termsOfService';
import { sitemapMeta } from './meta/sitemap';
import { loginMeta } from './meta/login';
import { registerMeta } from './meta/register';
import { notFoundMeta } from './meta/notFound';

export type { PageMeta } from './pageMeta';
export { titled } from './pageMeta';

/** Every page's meta, for the server's renderer and the sitemaps; a page imports only its own (./meta/<page>.ts). */
export const publicPages = {
  home: homeMeta,
  services: servicesMeta,
  products: productsMeta,
  appointment: appointmentMeta,
  quote: quoteMeta,
  contact: contactMeta,
  cart: cartMeta,
  blog: blogMeta,
  privacyPolicy: privacyPolicyMeta,
  termsOfService: termsOfServiceMeta,
  sitemap: sitemapMeta,
  login: loginMeta,
  register: registerMeta,
  notFound: notFoundMeta,
} as const satisfies Record<string, PageMeta>;

