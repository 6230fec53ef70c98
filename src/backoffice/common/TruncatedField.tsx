import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/** Lists show long texts cut at 50 characters (SPEC §9). */
export const listExcerptLength = 50;

export function truncate(text: string, length = listExcerptLength): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

export function TruncatedField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const text = record?.[source];
  if (typeof text !== 'string') return null;
  return (
    <Typography component="span" variant="body2" title={text}>
      {truncate(text)}
    </Typography>
  );
}
