/**
 * Every URL of the site, defined once. Links, redirects, the sitemap and the
 * server's renderer all read them from here so a route can move in one edit.
 */
export const paths = {
  home: '/',
  services: '/services',
  servicesCategory: (category: string) => `/services?category=${encodeURIComponent(category)}`,
  products: '/products',
  productsCategory: (category: string) => `/products?category=${encodeURIComponent(category)}`,
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  appointment: '/appointment',
  appointmentFor: (service: string) => `/appointment?service=${encodeURIComponent(service)}`,
  /** « Gérer mon rendez-vous »: the link of appointment e-mails (server/mail/appointmentMail.ts writes it). */
  appointmentManage: (token: string) => `/appointment/manage/${encodeURIComponent(token)}`,
  quote: '/quote',
  /** The quote form with its description prefilled (« Demandez-nous » of a search that found nothing). */
  quoteForNeed: (need: string) => `/quote?besoin=${encodeURIComponent(need)}`,
  /** « Voir et accepter le devis »: the link of a sent quote's e-mail (server/mail/quoteMail.ts writes it). */
  quoteView: (token: string) => `/quote/view/${encodeURIComponent(token)}`,
  contact: '/contact',
  contactFor: (service: string) => `/contact?service=${encodeURIComponent(service)}`,
  cart: '/cart',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  privacyPolicy: '/privacy-policy',
  privacyShort: '/privacy',
  termsOfService: '/terms-of-service',
  termsShort: '/terms',
  sitemap: '/sitemap',
  /** Shown by the service worker for a page not seen before while the network is down. */
  offline: '/offline',
  login: '/login',
  /** Login that brings the user back to `redirect` (a path of this site) afterwards. */
  loginThenReturn: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  register: '/register',
  registerThenReturn: (redirect: string) => `/register?redirect=${encodeURIComponent(redirect)}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where sign-up and e-mail change links lead (server/auth/signupConfirmation.ts writes them). */
  confirmEmail: '/confirm-email',
  dashboard: '/dashboard',
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
  /** A guest's order, from the link of its e-mail (server/mail/orderMail.ts writes it). */
  orderView: (token: string) => `/order/view/${encodeURIComponent(token)}`,
  /** An invoice, its credit notes, payments and « Payer », from the link of the invoice mails (server/mail/invoiceMail.ts). */
  invoiceView: (token: string) => `/invoice/view/${encodeURIComponent(token)}`,
} as const;

/** The query parameter login and register read to send the user back where they came from. */
export const redirectParam = 'redirect';
