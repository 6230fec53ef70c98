import { DataTable, DateField, ReferenceField, SelectInput, SimpleList } from 'react-admin';
import { labelOf } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { attemptStatuses } from './attemptStatuses';
import type { Tables } from '../../shared/supabase/database.types';

type PaymentAttemptRow = Pick<Tables<'payment_attempts'>, 'id' | 'invoice_id' | 'created_at' | 'amount' | 'status' | 'problem' | 'transaction_id'>;

const filters = [<SelectInput key="status" source="status" choices={attemptStatuses.map(({ value, label }) => ({ id: value, name: label }))} alwaysOn />];

const compactRows = (
  <SimpleList<PaymentAttemptRow>
    primaryText={(row) => `${formatFcfa(row.amount)} — ${labelOf(attemptStatuses, row.status)}`}
    secondaryText={(row) => [formatCompactDate(row.created_at), row.transaction_id, row.problem].filter(Boolean).join(' · ')}
  />
);

/**
 * Online payments (issue 48): each one started with the provider, and each notification refused (another
 * amount, an unknown transaction), with the reason, so staff refund or record by hand what needs it.
 */
export function PaymentAttemptList() {
  return (
    <ResponsiveList exporter={false} filters={filters} sort={{ field: 'created_at', order: 'DESC' }} small={compactRows}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="invoice_id">
          <ReferenceField source="invoice_id" reference="invoices" link="show" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="amount" align="right" render={(row: PaymentAttemptRow) => formatFcfa(row.amount)} />
        <DataTable.Col source="status" render={(row: PaymentAttemptRow) => labelOf(attemptStatuses, row.status)} />
        <DataTable.Col source="problem" />
        <DataTable.Col source="transaction_id" />
      </DataTable>
    </ResponsiveList>
  );
}
