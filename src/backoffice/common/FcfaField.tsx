import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatFcfa } from '../../shared/format/money';

/** An integer amount in FCFA, « 650 000 FCFA ». */
export function FcfaField({ source }: { source: string; label?: string; sortable?: boolean; textAlign?: 'right' }) {
  const record = useRecordContext();
  const amount = record?.[source];
  if (typeof amount !== 'number') return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatFcfa(amount)}
    </Typography>
  );
}
