import { DataTable, ReferenceManyField } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import type { Tables } from '../../shared/supabase/database.types';

type OrderItemRow = Pick<Tables<'order_items'>, 'unit_price' | 'line_total'>;

/** The order's lines as they were priced by the database when it was placed. */
export function OrderLines() {
  return (
    <ReferenceManyField reference="order_items" target="order_id" sort={{ field: 'position', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="product_name" />
        <DataTable.Col source="unit_price" align="right" render={(row: OrderItemRow) => formatFcfa(row.unit_price)} />
        <DataTable.Col source="quantity" align="right" />
        <DataTable.Col source="line_total" align="right" render={(row: OrderItemRow) => formatFcfa(row.line_total)} />
      </DataTable>
    </ReferenceManyField>
  );
}
