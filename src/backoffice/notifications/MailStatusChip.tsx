import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

const colors: Record<string, 'default' | 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  sent: 'success',
  failed: 'error',
  expired: 'default',
};

/** A mail's status as a coloured chip with its French label. */
export function MailStatusChip(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'notifications'>, 'status'>>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return <Chip size="small" label={translate(`backoffice.mail_status.${record.status}`)} color={colors[record.status] ?? 'default'} />;
}
