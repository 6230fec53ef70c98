import { DataTable, ReferenceManyField } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import type { Tables } from '../../shared/supabase/database.types';

type InvoiceLineRow = Pick<Tables<'invoice_lines'>, 'unit_price' | 'line_total'>;

/** The invoice's lines, copied from its order when it was issued and frozen since. */
export function InvoiceLines() {
  return (
    <ReferenceManyField reference="invoice_lines" target="invoice_id" sort={{ field: 'position', order: 'ASC' }} perPage={200}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="description" />
        <DataTable.Col source="quantity" align="right" />
        <DataTable.Col source="unit_price" align="right" render={(row: InvoiceLineRow) => formatFcfa(row.unit_price)} />
        <DataTable.Col source="line_total" align="right" render={(row: InvoiceLineRow) => formatFcfa(row.line_total)} />
      </DataTable>
    </ReferenceManyField>
  );
}
