import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { PageHandle } from '../../shared/seo/pageHead';

/** What a page module exports: the page, and when it shows data, its loader; its head. */
export interface PageModule {
  default: ComponentType;
  loader?: LoaderFunction;
  handle?: PageHandle<never>;
}

/**
 * Each page is its own chunk, loaded by the router on first visit (or before
 * hydration for the page the server rendered). The file names are also read
 * by the server renderer to preload a page's chunk (see pageSources).
 */
export const pageModules = {
  home: () => import('../pages/HomePage'),
  services: () => import('../pages/ServicesPage'),
  products: () => import('../pages/ProductsPage'),
  product: () => import('../pages/ProductPage'),
  appointment: () => import('../pages/AppointmentPage'),
  appointmentManage: () => import('../pages/AppointmentManagePage'),
  quote: () => import('../pages/QuotePage'),
  quoteView: () => import('../pages/QuoteViewPage'),
  orderView: () => import('../pages/OrderViewPage'),
  contact: () => import('../pages/ContactPage'),
  cart: () => import('../pages/CartPage'),
  blog: () => import('../pages/BlogPage'),
  blogPost: () => import('../pages/BlogPostPage'),
  privacyPolicy: () => import('../pages/PrivacyPolicyPage'),
  termsOfService: () => import('../pages/TermsOfServicePage'),
  sitemap: () => import('../pages/SitemapPage'),
  offline: () => import('../pages/OfflinePage'),
  login: () => import('../pages/account/LoginPage'),
  register: () => import('../pages/account/RegisterPage'),
  forgotPassword: () => import('../pages/account/ForgotPasswordPage'),
  resetPassword: () => import('../pages/account/ResetPasswordPage'),
  confirmEmail: () => import('../pages/account/ConfirmEmailPage'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof pageModules;

/** Source file of each page (as Vite's manifest names it), for the server to preload the chunk it needs. */
export const pageSources: Record<PageKey, string> = {
  home: 'src/public-site/pages/HomePage.tsx',
  services: 'src/public-site/pages/ServicesPage.tsx',
  products: 'src/public-site/pages/ProductsPage.tsx',
  product: 'src/public-site/pages/ProductPage.tsx',
  appointment: 'src/public-site/pages/AppointmentPage.tsx',
  appointmentManage: 'src/public-site/pages/AppointmentManagePage.tsx',
  quote: 'src/public-site/pages/QuotePage.tsx',
  quoteView: 'src/public-site/pages/QuoteViewPage.tsx',
  orderView: 'src/public-site/pages/OrderViewPage.tsx',
  contact: 'src/public-site/pages/ContactPage.tsx',
  cart: 'src/public-site/pages/CartPage.tsx',
  blog: 'src/public-site/pages/BlogPage.tsx',
  blogPost: 'src/public-site/pages/BlogPostPage.tsx',
  privacyPolicy: 'src/public-site/pages/PrivacyPolicyPage.tsx',
  termsOfService: 'src/public-site/pages/TermsOfServicePage.tsx',
  sitemap: 'src/public-site/pages/SitemapPage.tsx',
  offline: 'src/public-site/pages/OfflinePage.tsx',
  login: 'src/public-site/pages/account/LoginPage.tsx',
  register: 'src/public-site/pages/account/RegisterPage.tsx',
  forgotPassword: 'src/public-site/pages/account/ForgotPasswordPage.tsx',
  resetPassword: 'src/public-site/pages/account/ResetPasswordPage.tsx',
  confirmEmail: 'src/public-site/pages/account/ConfirmEmailPage.tsx',
};
