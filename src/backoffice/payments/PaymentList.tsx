import { DataTable, DateField, List, ReferenceField } from 'react-admin';
import { labelOf, paymentMethods } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { exporters } from '../data/exporters';
import { paymentFilters } from './paymentFilters';

interface PaymentRow {
  amount: number;
  method: string;
}

/** Every payment received, to reconcile with the till, Orange Money, Moov Money and the bank. */
export function PaymentList() {
  return (
    <List exporter={exporters.payments} filters={paymentFilters} sort={{ field: 'paid_on', order: 'DESC' }}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="paid_on" field={DateField} />
        <DataTable.Col source="invoice_id">
          <ReferenceField source="invoice_id" reference="invoices" link="show" />
        </DataTable.Col>
        <DataTable.Col source="amount" align="right" render={(row: PaymentRow) => formatFcfa(row.amount)} />
        <DataTable.Col source="method" render={(row: PaymentRow) => labelOf(paymentMethods, row.method)} />
        <DataTable.Col source="reference" />
      </DataTable>
    </List>
  );
}
