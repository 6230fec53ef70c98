import { DataTable, DateField, DeleteButton, ReferenceManyField, useNotify, useRefresh, useTranslate } from 'react-admin';
import { labelOf, paymentMethods } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import type { Tables } from '../../shared/supabase/database.types';

type RefundRow = Pick<Tables<'refunds'>, 'amount' | 'method'>;

/** The refunds paid back on the invoice; a mistaken entry is deleted (never changed) and what is owed back follows. */
export function InvoiceRefunds() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const removed = () => {
    notify('backoffice.invoices.refund_removed', { type: 'success' });
    refresh();
  };
  return (
    <ReferenceManyField reference="refunds" target="invoice_id" sort={{ field: 'refunded_on', order: 'ASC' }} perPage={100}>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<p>{translate('backoffice.invoices.no_refunds')}</p>}>
        <DataTable.Col source="refunded_on" field={DateField} />
        <DataTable.Col source="amount" align="right" render={(row: RefundRow) => formatFcfa(row.amount)} />
        <DataTable.Col source="method" render={(row: RefundRow) => labelOf(paymentMethods, row.method)} />
        <DataTable.Col source="reference" />
        <DataTable.Col disableSort label="backoffice.actions.title">
          <DeleteButton mutationMode="pessimistic" redirect={false} label="backoffice.invoices.remove_refund" mutationOptions={{ onSuccess: removed }} />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}
