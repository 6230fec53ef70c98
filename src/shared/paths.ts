import { pageTable, type PageKey } from './pageTable';

/** A page's address, or for an address with a parameter (`/products/:slug`) the function that fills it in. */
type PathOf<Path extends string> = Path extends `${string}:${string}` ? (parameter: string) => string : Path;

function pathOf(path: string): string | ((parameter: string) => string) {
  return path.includes(':') ? (parameter: string) => path.replace(/:\w+/, () => encodeURIComponent(parameter)) : path;
}

/** Every public page's address, from the page table. */
const pagePaths = Object.fromEntries(Object.entries(pageTable).map(([key, page]) => [key, pathOf(page.path)])) as {
  [Key in PageKey]: PathOf<(typeof pageTable)[Key]['path']>;
};

/**
 * Every URL of the site, defined once: the public pages' from the page table (src/shared/pageTable.ts), with
 * their variants (a query, a return address) and the addresses inside the portal and the back-office. Links,
 * redirects, mails and the server all read them from here so a route can move in one edit.
 */
export const paths = {
  ...pagePaths,
  servicesCategory: (category: string) => `/services?category=${encodeURIComponent(category)}`,
  productsCategory: (category: string) => `/products?category=${encodeURIComponent(category)}`,
  appointmentFor: (service: string) => `/appointment?service=${encodeURIComponent(service)}`,
  /** The quote form with its description prefilled (« Demandez-nous » of a search that found nothing). */
  quoteForNeed: (need: string) => `/quote?besoin=${encodeURIComponent(need)}`,
  contactFor: (service: string) => `/contact?service=${encodeURIComponent(service)}`,
  /** Short addresses, moved for good (301) to the legal pages. */
  privacyShort: '/privacy',
  termsShort: '/terms',
  /** Login that brings the user back to `redirect` (a path of this site) afterwards. */
  loginThenReturn: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  registerThenReturn: (redirect: string) => `/register?redirect=${encodeURIComponent(redirect)}`,
  dashboardOrders: '/dashboard/orders',
  /** One order of the customer, by its number (« Commande n° 1024 »): where « Commander » leads. */
  dashboardOrder: (number: number) => `/dashboard/orders/${number}`,
  dashboardAppointments: '/dashboard/appointments',
  dashboardQuotes: '/dashboard/quotes',
  dashboardInvoices: '/dashboard/invoices',
  /** The customer's statement of account (« Relevé de compte »): the link of its mail. */
  dashboardStatement: '/dashboard/invoices/releve',
  /** One invoice of the customer, by its number (« FAC-2026-0001 »): the link of the invoice e-mails. */
  dashboardInvoice: (number: string) => `/dashboard/invoices/${encodeURIComponent(number)}`,
  dashboardSettings: '/dashboard/settings',
  /** « Assistance »: the customer's support requests, and one by its number (the link of the support mails). */
  dashboardSupport: '/dashboard/support',
  dashboardSupportNew: '/dashboard/support/new',
  dashboardSupportRequest: (number: string) => `/dashboard/support/${encodeURIComponent(number)}`,
  /** « Mon matériel »: the customer's equipment and its warranty. */
  dashboardEquipment: '/dashboard/equipment',
  admin: '/admin',
  /** A record's page in the back-office (react-admin's show route), linked from the company's alerts. */
  adminRecord: (resource: string, id: string) => `/admin/${resource}/${encodeURIComponent(id)}/show`,
  /**
   * An order's page in the back-office: the link of the company's order alerts. The orders resource
   * has one detail page, its edit view (only the status changes), so no `/show` suffix.
   */
  adminOrder: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
} as const;

/** The query parameter login and register read to send the user back where they came from. */
export const redirectParam = 'redirect';
