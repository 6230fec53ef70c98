import { DataTable, DateField, ReferenceField, SimpleList } from 'react-admin';
import { labelOf, paymentMethods } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { adminPath } from '../common/adminPath';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { exporters } from '../data/exporters';
import { paymentFilters } from './paymentFilters';
import type { Tables } from '../../shared/supabase/database.types';

type PaymentRow = Pick<Tables<'payments'>, 'id' | 'invoice_id' | 'paid_on' | 'amount' | 'method' | 'reference'>;

/** On a phone: the amount and how it came, the day and reference, the invoice it pays (a tap opens it). */
const compactRows = (
  <SimpleList<PaymentRow>
    rowClick={(_id, _resource, row) => adminPath(`/invoices/${row.invoice_id}/show`)}
    primaryText={(row) => `${formatFcfa(row.amount)} — ${labelOf(paymentMethods, row.method)}`}
    tertiaryText={<RowEnd><ReferenceField source="invoice_id" reference="invoices" link={false} /></RowEnd>}
    secondaryText={(row) => [formatCompactDate(row.paid_on), row.reference].filter(Boolean).join(' · ')}
  />
);

/** Every payment received, to reconcile with the till, Orange Money, Moov Money and the bank. */
export function PaymentList() {
  return (
    <ResponsiveList exporter={exporters.payments} filters={paymentFilters} sort={{ field: 'paid_on', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="paid_on" field={DateField} />
        <DataTable.Col source="invoice_id">
          <ReferenceField source="invoice_id" reference="invoices" link="show" />
        </DataTable.Col>
        <DataTable.Col source="amount" align="right" render={(row: PaymentRow) => formatFcfa(row.amount)} />
        <DataTable.Col source="method" render={(row: PaymentRow) => labelOf(paymentMethods, row.method)} />
        <DataTable.Col source="reference" />
      </DataTable>
    </ResponsiveList>
  );
}
