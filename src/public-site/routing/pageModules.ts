import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { paths } from '../../shared/paths';
import type { PageHandle } from '../../shared/seo/pageHead';

/** What a page module exports: the page, and when it shows data, its loader; its head. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: PageHandle<never>;
}

/** A public page: the address it answers (a react-router pattern) and its file under pages/, without `.tsx`. */
interface PageEntry {
  path: string;
  file: string;
}

/**
 * Every public page, once: its address (from shared/paths where the address has no parameter) and its
 * module. The routes, the chunk each page loads and the file the server preloads are all read from here.
 * A page's head (title, description, canonical) is exported by its module as `handle`.
 */
export const pageTable = {
  home: { path: paths.home, file: 'HomePage' },
  services: { path: paths.services, file: 'ServicesPage' },
  products: { path: paths.products, file: 'ProductsPage' },
  product: { path: `${paths.products}/:slug`, file: 'ProductPage' },
  appointment: { path: paths.appointment, file: 'AppointmentPage' },
  appointmentManage: { path: `${paths.appointment}/manage/:token`, file: 'AppointmentManagePage' },
  quote: { path: paths.quote, file: 'QuotePage' },
  quoteView: { path: `${paths.quote}/view/:token`, file: 'QuoteViewPage' },
  orderView: { path: '/order/view/:token', file: 'OrderViewPage' },
  invoiceView: { path: '/invoice/view/:token', file: 'InvoiceViewPage' },
  contact: { path: paths.contact, file: 'ContactPage' },
  cart: { path: paths.cart, file: 'CartPage' },
  blog: { path: paths.blog, file: 'BlogPage' },
  blogPost: { path: `${paths.blog}/:slug`, file: 'BlogPostPage' },
  privacyPolicy: { path: paths.privacyPolicy, file: 'PrivacyPolicyPage' },
  termsOfService: { path: paths.termsOfService, file: 'TermsOfServicePage' },
  sitemap: { path: paths.sitemap, file: 'SitemapPage' },
  offline: { path: paths.offline, file: 'OfflinePage' },
  login: { path: paths.login, file: 'account/LoginPage' },
  register: { path: paths.register, file: 'account/RegisterPage' },
  forgotPassword: { path: paths.forgotPassword, file: 'account/ForgotPasswordPage' },
  resetPassword: { path: paths.resetPassword, file: 'account/ResetPasswordPage' },
  confirmEmail: { path: paths.confirmEmail, file: 'account/ConfirmEmailPage' },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pageTable;

/**
 * Each page is its own chunk, loaded by the router on first visit (or before hydration for the page the
 * server rendered). NotFoundPage is left out: the error boundary imports it with the layout.
 */
const pageFiles = import.meta.glob<PageModule>(['../pages/**/*Page.tsx', '!../pages/NotFoundPage.tsx']);

/** Loads a page's module (its chunk). */
export function loadPage(key: PageKey): Promise<PageModule> {
  const load = pageFiles[`../pages/${pageTable[key].file}.tsx`];
  if (!load) throw new Error(`page sans module : ${key} (${pageTable[key].file})`);
  return load();
}

/** Source file of a page (as Vite's manifest names it), for the server to preload the chunk it needs. */
export function pageSource(key: PageKey): string {
  return `src/public-site/pages/${pageTable[key].file}.tsx`;
}
