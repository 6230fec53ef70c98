import { DataTable, DateField, SimpleList, useTranslate } from 'react-admin';
import { orderStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { formatCompactDate } from '../common/compactDates';
import { ResponsiveList } from '../common/ResponsiveList';
import { RowEnd } from '../common/RowEnd';
import { StatusChip } from '../common/StatusChip';
import { OrderCancelledByCustomer } from './OrderCancelledByCustomer';
import { orderFilters } from './orderFilters';
import { exporters } from '../data/exporters';
import type { Tables } from '../../shared/supabase/database.types';

/** `guest_email`: an order without an account (a guest's checkout, or a guest's accepted quote) is reached at this address. */
type OrderRow = Pick<Tables<'orders'>, 'id' | 'number' | 'delivery_name' | 'total' | 'created_at' | 'guest_email'> & {
  profiles?: Pick<Tables<'profiles'>, 'email'> | null;
};

function CompactRows() {
  const translate = useTranslate();
  return (
    <SimpleList<OrderRow>
      rowClick="edit"
      primaryText={(row) => `${translate('backoffice.orders.number', { number: row.number })} — ${row.delivery_name}`}
      tertiaryText={<RowEnd><StatusChip options={orderStatuses} /></RowEnd>}
      secondaryText={(row) => `${formatCompactDate(row.created_at)} · ${formatFcfa(row.total)}`}
    />
  );
}

export function OrderList() {
  return (
    <ResponsiveList exporter={exporters.orders} filters={orderFilters} sort={{ field: 'created_at', order: 'DESC' }} queryOptions={{ meta: { columns: ['*', 'profiles(full_name,email)'] } }} small={<CompactRows />}>
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="number" render={(row: OrderRow) => `n° ${row.number}`} />
        <DataTable.Col source="delivery_name" />
        <DataTable.Col source="profile_id" disableSort render={(row: OrderRow) => row.profiles?.email ?? row.guest_email ?? ''} />
        <DataTable.Col source="created_at" field={DateField} />
        <DataTable.Col source="total" align="right" render={(row: OrderRow) => formatFcfa(row.total)} />
        <DataTable.Col source="status">
          <StatusChip options={orderStatuses} />
          <OrderCancelledByCustomer />
        </DataTable.Col>
      </DataTable>
    </ResponsiveList>
  );
}
