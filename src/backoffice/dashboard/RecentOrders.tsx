import { Card, CardContent, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useGetList, useTranslate } from 'react-admin';
import { labelOf, orderStatuses } from '../../shared/config/options';
import { formatShortDate } from '../../shared/format/dates';
import { formatFcfa } from '../../shared/format/money';
import { adminPath } from '../common/adminPath';
import type { Tables } from '../../shared/supabase/database.types';

type OrderRow = Pick<Tables<'orders'>, 'id' | 'number' | 'delivery_name' | 'total' | 'status' | 'created_at'>;

export function RecentOrders() {
  const translate = useTranslate();
  const { data = [] } = useGetList<OrderRow>('orders', { pagination: { page: 1, perPage: 5 }, sort: { field: 'created_at', order: 'DESC' } });
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{translate('backoffice.dashboard.recent_orders')}</Typography>
        {data.length === 0 && <Typography color="text.secondary">{translate('backoffice.dashboard.nothing')}</Typography>}
        <MuiList dense>
          {data.map((order) => (
            <ListItemButton key={order.id} component={Link} to={adminPath(`/orders/${order.id}`)}>
              <ListItemText
                primary={`${translate('backoffice.orders.number', { number: order.number })} — ${order.delivery_name}`}
                secondary={`${formatShortDate(order.created_at)} · ${formatFcfa(order.total)} · ${labelOf(orderStatuses, order.status)}`}
              />
            </ListItemButton>
          ))}
        </MuiList>
      </CardContent>
    </Card>
  );
}
