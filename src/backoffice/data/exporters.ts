import {
  appointmentServices,
  appointmentStatuses,
  budgets,
  invoiceStatuses,
  orderStatuses,
  paymentMethods,
  projectTypes,
  quoteServices,
  quoteStages,
  timelines,
  type Option,
} from '../../shared/config/options';
import type { Exporter } from 'react-admin';
import { frenchExporter } from '../common/frenchExport';
import { frMessages } from '../i18n/fr';

/** An option list from a label catalogue of the back-office ({ code: label }). */
const optionsOf = (labels: Record<string, string>): Option[] => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Who changed an appointment last, as the export reads it (the list's texts without their date placeholders). */
const appointmentChanges: Option[] = [
  { value: 'cancelled_by_customer', label: 'Annulé par le client' },
  { value: 'moved_by_customer', label: 'Déplacé par le client' },
  { value: 'moved_by_company', label: 'Déplacé par la société' },
];

/** The « Exporter » button of each list: a spreadsheet in French (headers, statuses and options as the office reads them). */
export const exporters = {
  appointments: frenchExporter('appointments', { fileName: 'rendez-vous', options: { service: appointmentServices, status: appointmentStatuses, last_change: appointmentChanges }, omit: ['profile_id', 'sequence'] }),
  quotes: frenchExporter('quotes', {
    fileName: 'devis',
    options: { project_type: projectTypes, services: quoteServices, budget: budgets, timeline: timelines, stage: quoteStages },
    omit: ['profile_id', 'order_id', 'request_status', 'offer_status', 'answer_amount', 'acceptance_recorded_by'],
  }),
  contact_messages: frenchExporter('contact_messages', { fileName: 'messages', omit: ['profile_id', 'product_id'] }),
  orders: frenchExporter('orders', { fileName: 'commandes', options: { status: orderStatuses }, omit: ['profile_id'] }),
  // The categories are rows (product_categories): their names are read when the export is asked for.
  products: async (records, fetchRelatedRecords, dataProvider, resource) => {
    const { data } = await dataProvider.getList<{ id: string; name: string }>('product_categories', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });
    const category = data.map((row) => ({ value: String(row.id), label: row.name }));
    return frenchExporter('products', { fileName: 'produits', options: { category }, omit: ['specs', 'images'] })(records, fetchRelatedRecords, dataProvider, resource);
  },
  profiles: frenchExporter('profiles', { fileName: 'utilisateurs', options: { role: optionsOf(frMessages.backoffice.roles) } }),
  blog_posts: frenchExporter('blog_posts', { fileName: 'articles', omit: ['content', 'author_id'] }),
  invoices: frenchExporter('invoices', {
    fileName: 'factures',
    options: { status: invoiceStatuses },
    // seller is the company's own details (an object, left out anyway); the ids mean nothing in a spreadsheet.
    omit: ['order_id', 'profile_id', 'issued_by', 'issued_in_transaction'],
  }),
  credit_notes: frenchExporter('credit_notes', { fileName: 'avoirs', omit: ['invoice_id', 'profile_id', 'issued_by'] }),
  payments: frenchExporter('payments', { fileName: 'paiements', options: { method: paymentMethods }, omit: ['recorded_by'] }),
  notifications: frenchExporter('notifications', { fileName: 'e-mails-sortants', options: { status: optionsOf(frMessages.backoffice.mail_status) }, omit: ['body_text'] }),
} satisfies Record<string, Exporter>;
