import { matchPath } from 'react-router';
import { paths } from '../shared/paths';

/**
 * Each page is its own chunk, loaded once (the promise is kept) so the same
 * load serves React.lazy and the preload before hydration.
 */
function once<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loaded: Promise<Module> | undefined;
  return () => (loaded ??= load());
}

export const pageLoaders = {
  home: once(() => import('./pages/HomePage')),
  services: once(() => import('./pages/ServicesPage')),
  products: once(() => import('./pages/ProductsPage')),
  product: once(() => import('./pages/ProductPage')),
  appointment: once(() => import('./pages/AppointmentPage')),
  quote: once(() => import('./pages/QuotePage')),
  contact: once(() => import('./pages/ContactPage')),
  cart: once(() => import('./pages/CartPage')),
  blog: once(() => import('./pages/BlogPage')),
  blogPost: once(() => import('./pages/BlogPostPage')),
  privacyPolicy: once(() => import('./pages/PrivacyPolicyPage')),
  termsOfService: once(() => import('./pages/TermsOfServicePage')),
  sitemap: once(() => import('./pages/SitemapPage')),
  login: once(() => import('./pages/account/LoginPage')),
  register: once(() => import('./pages/account/RegisterPage')),
  forgotPassword: once(() => import('./pages/account/ForgotPasswordPage')),
  resetPassword: once(() => import('./pages/account/ResetPasswordPage')),
  confirmEmail: once(() => import('./pages/account/ConfirmEmailPage')),
  notFound: once(() => import('./pages/NotFoundPage')),
};

export type PageKey = keyof typeof pageLoaders;

/** Route patterns in the order they are matched; anything else is the 404 page. */
export const pageRoutes: { pattern: string; page: PageKey }[] = [
  { pattern: paths.home, page: 'home' },
  { pattern: paths.services, page: 'services' },
  { pattern: paths.products, page: 'products' },
  { pattern: '/products/:id', page: 'product' },
  { pattern: paths.appointment, page: 'appointment' },
  { pattern: paths.quote, page: 'quote' },
  { pattern: paths.contact, page: 'contact' },
  { pattern: paths.cart, page: 'cart' },
  { pattern: paths.blog, page: 'blog' },
  { pattern: '/blog/:slug', page: 'blogPost' },
  { pattern: paths.privacyPolicy, page: 'privacyPolicy' },
  { pattern: paths.termsOfService, page: 'termsOfService' },
  { pattern: paths.sitemap, page: 'sitemap' },
  { pattern: paths.login, page: 'login' },
  { pattern: paths.register, page: 'register' },
  { pattern: paths.forgotPassword, page: 'forgotPassword' },
  { pattern: paths.resetPassword, page: 'resetPassword' },
  { pattern: paths.confirmEmail, page: 'confirmEmail' },
];

/** The page chunk a path shows (null for the portal, which loads its own). */
export function pageFor(pathname: string): PageKey | null {
  if (pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`)) return null;
  const route = pageRoutes.find((candidate) => matchPath({ path: candidate.pattern, end: true }, pathname));
  return route ? route.page : 'notFound';
}
