import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '../../shared/format/dates';

/** A moment as the rest of the product writes it: « 26 novembre 2026 à 18h28 » (company time, no seconds). */
export function DateTimeField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {value ? formatDateTime(value) : '—'}
    </Typography>
  );
}
