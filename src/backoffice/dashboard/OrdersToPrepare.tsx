import { Stack } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { orderStatuses } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { adminPath } from '../common/adminPath';
import { formatCompactDate } from '../common/compactDates';
import { StatusChip } from '../common/StatusChip';
import { TodayRow } from './TodayRow';
import { TodaySection } from './TodaySection';

interface OrderToPrepare {
  id: string;
  number: number;
  delivery_name: string;
  total: number;
  status: string;
  created_at: string;
}

/** Orders still to confirm or being prepared, oldest first: the ones a customer is waiting for. */
export function OrdersToPrepare() {
  const translate = useTranslate();
  return (
    <TodaySection<OrderToPrepare>
      title="backoffice.today.orders"
      resource="orders"
      filter={{ 'status@in': '(pending,confirmed)' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      empty="backoffice.today.no_orders"
      item={(order) => (
        <RecordContextProvider key={order.id} value={order}>
          <TodayRow
            to={adminPath(`/orders/${order.id}`)}
            primary={`${translate('backoffice.orders.number', { number: order.number })} — ${order.delivery_name}`}
            secondary={
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <span>{`${formatFcfa(order.total)} · ${formatCompactDate(order.created_at)}`}</span>
                <StatusChip options={orderStatuses} />
              </Stack>
            }
          />
        </RecordContextProvider>
      )}
    />
  );
}
