import type { DataProvider } from 'react-admin';
import { documentOfInvoice, type IssuedInvoice } from '../../shared/proForma/invoiceDocument';
import { proFormaOfOrder, type ProFormaData, type ProFormaOrder } from '../../shared/proForma/proFormaData';
import type { DocumentSettings } from '../../shared/proForma/sellerBlock';
import type { Tables } from '../../shared/supabase/database.types';
import { fetchDocumentLogo } from '../documents/companyLogo';

/** The order's row as the order page reads it, with its customer's account when it has one. */
export type OrderWithCustomer = Omit<ProFormaOrder, 'items'> &
  Pick<Tables<'orders'>, 'id' | 'status' | 'guest_email'> & { profiles?: Pick<Tables<'profiles'>, 'full_name' | 'email' | 'phone'> | null };

export type OrderItemRow = Pick<Tables<'order_items'>, 'id' | 'product_name' | 'unit_price' | 'quantity' | 'line_total'>;

/** Who placed the order: their account's address, or the one typed for an order without account. */
export const customerEmailOf = (order: OrderWithCustomer) => order.profiles?.email || order.guest_email || null;

async function fetchOrderItems(dataProvider: DataProvider, orderId: string): Promise<OrderItemRow[]> {
  const { data } = await dataProvider.getList<OrderItemRow>('order_items', {
    filter: { order_id: orderId },
    sort: { field: 'position', order: 'ASC' },
    pagination: { page: 1, perPage: 500 },
  });
  return data;
}

/** The same pro forma the customer downloads from their order page (decision 020). */
export async function orderProForma(dataProvider: DataProvider, order: OrderWithCustomer): Promise<ProFormaData> {
  const [items, settings] = await Promise.all([
    fetchOrderItems(dataProvider, order.id),
    dataProvider.getOne<DocumentSettings & { id: number }>('site_settings', { id: 1 }).then((result) => result.data),
  ]);
  return proFormaOfOrder({ ...order, items }, settings, customerEmailOf(order));
}

type InvoiceRow = Omit<IssuedInvoice, 'lines'> & { id: string; invoice_lines: (IssuedInvoice['lines'][number] & { position: number })[] };

/** The invoice as its mail's attachment has it: frozen lines and seller, payments and balance as they are now (decision 037). */
export async function invoicePdf(dataProvider: DataProvider, invoiceId: string): Promise<ProFormaData> {
  const { data: invoice } = await dataProvider.getOne<InvoiceRow>('invoices', {
    id: invoiceId,
    meta: { columns: ['*', 'invoice_lines(position,description,quantity,unit_price,line_total,list_unit_price,discount_percent)'] },
  });
  const lines = [...invoice.invoice_lines].sort((a, b) => a.position - b.position);
  return documentOfInvoice({ ...invoice, lines }, await fetchDocumentLogo(invoice.seller.logo_path));
}
