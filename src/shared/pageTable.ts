/**
 * Every public page, once: its address, whether search engines list it, where the site links to it (header
 * menu, footer, site map page) and how the server and the service worker treat it. Everything that needs one of
 * these facts reads it here: `paths` (addresses and their builders), the routes and page chunks
 * (src/public-site/routing), the canonical address, the menu, the footer and /sitemap, sitemap.xml, the server's
 * shell addresses and the service worker's lists (./pageAddresses.ts). Adding a page is one row here and its
 * module, named after its key (`<Key>Page.tsx` in any folder of src/public-site/pages). Its words are in the
 * site's catalogue: its head in i18n/fr/heads/ and, when the table places a link to it, the link's text in
 * i18n/fr/pageLinks.ts, which the types require. The rows' order is the order of every list drawn from them.
 */

/** The sections of the site map page (/sitemap), in the order it shows them. */
export const sitemapSections = ['site', 'requests', 'account', 'legal'] as const;
export type SitemapSection = (typeof sitemapSections)[number];

/** Where the site links to a page, besides the pages that name it. */
interface Placement {
  /** In the header's menu. */
  nav?: true;
  /** In the footer's « Pages ». */
  footer?: true;
  /** Under this section of the site map page. */
  sitemap?: SitemapSection;
}

/**
 * A page of the public site, drawn by the module named after its key under src/public-site/pages (in any folder:
 * `forgotPassword` is `account/ForgotPasswordPage.tsx`): its own chunk, exporting the page, its loader and its head.
 */
interface SitePage extends Placement {
  /** Its address, as react-router writes it: a `:name` segment is its parameter, which its builder in `paths` fills. */
  path: `/${string}`;
  /** Listed in sitemap.xml and named its own canonical address (sitemap.xml lists a page with a parameter by its rows). */
  indexable?: true;
  /**
   * A personal link, its token in the address: the server answers the application's shell (so no HTML and no cache
   * entry holds a token, and guessed links cannot fill the cache) marked `noindex`; the service worker leaves it alone.
   */
  personalLink?: true;
  /** An account page: it needs the network anyway, and its address may carry a one-time code the device must not keep. */
  keptOffline?: false;
}

/** The customer area: another area of the same entry, built by the browser at its address and everything under it. */
interface PortalArea extends Placement {
  path: `/${string}`;
  portal: true;
}

export const pageTable = {
  home: { path: '/', indexable: true, nav: true, footer: true, sitemap: 'site' },
  services: { path: '/services', indexable: true, nav: true, footer: true, sitemap: 'site' },
  products: { path: '/products', indexable: true, nav: true, footer: true, sitemap: 'site' },
  product: { path: '/products/:slug' },
  appointment: { path: '/appointment', indexable: true, sitemap: 'requests' },
  /** « Gérer mon rendez-vous »: the link of appointment e-mails (server/mail/appointmentMail.ts writes it). */
  appointmentManage: { path: '/appointment/manage/:token', personalLink: true },
  quote: { path: '/quote', indexable: true, sitemap: 'requests' },
  /** « Voir et accepter le devis »: the link of a sent quote's e-mail (server/mail/quoteMail.ts writes it). */
  quoteView: { path: '/quote/view/:token', personalLink: true },
  /** A guest's order, from the link of its e-mail (server/mail/orderMail.ts writes it). */
  orderView: { path: '/order/view/:token', personalLink: true },
  /** An invoice, its credit notes, payments and « Payer », from the link of the invoice mails (server/mail/invoiceMail.ts). */
  invoiceView: { path: '/invoice/view/:token', personalLink: true },
  blog: { path: '/blog', indexable: true, nav: true, sitemap: 'site' },
  blogPost: { path: '/blog/:slug' },
  contact: { path: '/contact', indexable: true, nav: true, footer: true, sitemap: 'site' },
  cart: { path: '/cart', sitemap: 'requests' },
  privacyPolicy: { path: '/privacy-policy', indexable: true, footer: true, sitemap: 'legal' },
  termsOfService: { path: '/terms-of-service', indexable: true, footer: true, sitemap: 'legal' },
  sitemap: { path: '/sitemap', indexable: true, footer: true },
  /** Shown by the service worker for a page not seen before while the network is down. */
  offline: { path: '/offline' },
  login: { path: '/login', sitemap: 'account', keptOffline: false },
  register: { path: '/register', sitemap: 'account', keptOffline: false },
  forgotPassword: { path: '/forgot-password', keptOffline: false },
  resetPassword: { path: '/reset-password', keptOffline: false },
  /** Where sign-up and e-mail change links lead (server/auth/signupConfirmation.ts writes them). */
  confirmEmail: { path: '/confirm-email', keptOffline: false },
  dashboard: { path: '/dashboard', portal: true, sitemap: 'account' },
} as const satisfies Record<string, SitePage | PortalArea>;

export type PageKey = keyof typeof pageTable;
type Row<K extends PageKey> = (typeof pageTable)[K];
/** A page drawn by a module of the public site (every row but the portal). */
export type PageModuleKey = { [K in PageKey]: Row<K> extends { portal: true } ? never : K }[PageKey];
/** A page the site links to from its menu, its footer or its site map page: its link's words are in the catalogue. */
export type LinkedPageKey = { [K in PageKey]: Row<K> extends { nav: true } | { footer: true } | { sitemap: SitemapSection } ? K : never }[PageKey];

/** Any row of the table, as the lists drawn from it read it. */
export type PageRow = Partial<SitePage & PortalArea> & { path: string };

/** The pages whose row passes `test`, in the table's order. */
export const pagesWhere = (test: (row: PageRow) => unknown) => (Object.keys(pageTable) as PageKey[]).filter((key) => test(pageTable[key]));

/** The header's menu, in the table's order. */
export const navPages = () => pagesWhere((row) => row.nav) as LinkedPageKey[];
/** The footer's « Pages », in the table's order. */
export const footerPages = () => pagesWhere((row) => row.footer) as LinkedPageKey[];
/** The links of one section of the site map page, in the table's order. */
export const sitemapPages = (section: SitemapSection) => pagesWhere((row) => row.sitemap === section) as LinkedPageKey[];

/** A key of the table (a page's route has its key as id). */
export function isPageKey(id: string | undefined): id is PageKey {
  return id !== undefined && Object.prototype.hasOwnProperty.call(pageTable, id);
}

/** The canonical address of the page a route id names, when sitemap.xml lists it. */
export function canonicalPathOf(routeId: string | undefined): string | undefined {
  const row: PageRow | undefined = isPageKey(routeId) ? pageTable[routeId] : undefined;
  return row?.indexable ? row.path : undefined;
}
