import { Box, Divider, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link, useCreatePath, useGetList, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { labelOf } from '../../shared/config/options';
import { supportStatusesForStaff } from '../../shared/config/supportOptions';
import { formatLongDay, formatShortDate } from '../../shared/format/dates';
import type { Tables } from '../../shared/supabase/database.types';
import { Detail, DetailList } from '../common/DetailList';

type Item = Pick<Tables<'equipment'>, 'id' | 'order_id' | 'warranty_end'>;
type ItemRequest = Pick<Tables<'support_requests'>, 'id' | 'number' | 'subject' | 'status' | 'created_at' | 'resolved_at' | 'closed_at'>;

/** Under warranty, over, or none recorded, as of today in Ouagadougou (UTC all year). */
function WarrantyState({ warrantyEnd }: { warrantyEnd: string | null }) {
  const translate = useTranslate();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  if (!warrantyEnd) return <>{translate('backoffice.support.equipment_history.no_warranty')}</>;
  const day = formatLongDay(warrantyEnd);
  return <>{translate(warrantyEnd >= today ? 'backoffice.support.equipment_history.under_warranty' : 'backoffice.support.equipment_history.warranty_over', { day })}</>;
}

/** The delivered order the item came from, or that staff added it (bought elsewhere). */
function OriginOrder({ orderId }: { orderId: string | null }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: order } = useGetOne<{ id: string; number: number; created_at: string }>('orders', { id: orderId ?? '' }, { enabled: Boolean(orderId) });
  if (!orderId) return <>{translate('backoffice.support.equipment_history.bought_elsewhere')}</>;
  if (!order) return <>…</>;
  return (
    <Link to={createPath({ resource: 'orders', type: 'edit', id: order.id })}>
      {translate('backoffice.support.equipment_history.order', { number: order.number, day: formatShortDate(order.created_at) })}
    </Link>
  );
}

/** « ouverte le 8 décembre 2026 · résolue le 9 décembre 2026 ». */
function requestDates(request: ItemRequest, translate: (key: string, options?: object) => string) {
  const history = `backoffice.support.equipment_history`;
  return [
    translate(`${history}.opened`, { day: formatShortDate(request.created_at) }),
    request.resolved_at ? translate(`${history}.resolved`, { day: formatShortDate(request.resolved_at) }) : null,
    request.closed_at ? translate(`${history}.closed`, { day: formatShortDate(request.closed_at) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The support requests that name the item, newest first, each a link to its page. */
function ItemRequests({ equipmentId }: { equipmentId: string }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data: requests, isPending } = useGetList<ItemRequest>('support_requests', {
    filter: { equipment_id: equipmentId },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  if (isPending) return null;
  if (!requests?.length) return <Typography variant="body2">{translate('backoffice.support.equipment_history.no_requests')}</Typography>;
  return (
    <List disablePadding aria-label={translate('backoffice.support.equipment_history.requests')}>
      {requests.map((request) => (
        <ListItem key={request.id} disablePadding divider>
          <ListItemButton component={RouterLink} to={createPath({ resource: 'support_requests', type: 'show', id: request.id })}>
            <ListItemText
              primary={`${request.number} · ${request.subject}`}
              secondary={`${labelOf(supportStatusesForStaff, request.status)} · ${requestDates(request, translate)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The item's history for staff (issue 52): its warranty, the order it came from, and its support requests. */
export function EquipmentHistory() {
  const item = useRecordContext<Item>();
  const translate = useTranslate();
  if (!item) return null;
  return (
    <Box component="section" aria-labelledby="equipment-history-title" sx={{ px: 2, pb: { xs: 10, sm: 2 } }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="equipment-history-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('backoffice.support.equipment_history.title')}
      </Typography>
      <DetailList>
        <Detail label="backoffice.support.equipment_history.warranty">
          <WarrantyState warrantyEnd={item.warranty_end} />
        </Detail>
        <Detail label="backoffice.support.equipment_history.origin">
          <OriginOrder orderId={item.order_id} />
        </Detail>
      </DetailList>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('backoffice.support.equipment_history.requests')}
      </Typography>
      <ItemRequests equipmentId={item.id} />
    </Box>
  );
}
