import { DataTable, DateField, List } from 'react-admin';
import { orderStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { StatusChip } from '../common/StatusChip';
import { OrderCancelledByCustomer } from './OrderCancelledByCustomer';
import { orderFilters } from './orderFilters';
import { exporters } from '../data/exporters';

interface OrderRow {
  number: number;
  delivery_name: string;
  total: number;
  profiles?: { email: string | null } | null;
}

export function OrderList() {
  return (
    <List exporter={exporters.orders} filters={orderFilters} sort={{ field: 'created_at', order: 'DESC' }} queryOptions={{ meta: { columns: ['*', 'profiles(full_name,email)'] } }}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="number" render={(row: OrderRow) => `n° ${row.number}`} />
        <DataTable.Col source="delivery_name" />
        <DataTable.Col source="profile_id" disableSort render={(row: OrderRow) => row.profiles?.email ?? ''} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="total" align="right" render={(row: OrderRow) => formatFcfa(row.total)} />
        <DataTable.Col source="status">
          <StatusChip options={orderStatuses} />
          <OrderCancelledByCustomer />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
