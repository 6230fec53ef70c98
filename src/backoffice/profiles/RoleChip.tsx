import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

export function RoleChip(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'profiles'>, 'role'>>();
  const translate = useTranslate();
  if (!record) return null;
  const admin = record.role === 'admin';
  return <Chip size="small" color={admin ? 'primary' : 'default'} label={translate(admin ? 'backoffice.roles.admin' : 'backoffice.roles.customer')} />;
}
