import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { labelOf, type Option } from '../../shared/config/options';

const colors: Record<string, 'default' | 'warning' | 'success' | 'info' | 'error'> = {
  pending: 'warning',
  requested: 'warning',
  converted: 'success',
  confirmed: 'info',
  completed: 'success',
  accepted: 'success',
  delivered: 'success',
  declined: 'error',
  cancelled: 'error',
  sent: 'info',
  expired: 'default',
  unpaid: 'warning',
  partially_paid: 'info',
  paid: 'success',
  certified: 'success',
  refused: 'error',
};

/**
 * A record's status as a coloured pill with its French label: one height and fully rounded wherever it sits
 * (a taller neighbour in a row or a table cell no longer stretches it into an oval), never wider than its place.
 */
export function StatusChip({ options, source = 'status' }: { options: readonly Option[]; source?: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  return (
    <Chip
      size="small"
      label={labelOf(options, value)}
      color={colors[value] ?? 'default'}
      sx={{ height: 24, borderRadius: 999, alignSelf: 'flex-start', maxWidth: '100%', fontWeight: 500, verticalAlign: 'middle' }}
    />
  );
}
