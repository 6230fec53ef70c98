import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Tables } from '../../shared/supabase/database.types';

/** The subject, or « (Sans objet) »; unread messages in bold. */
export function SubjectField(_props: { label?: string }) {
  const record = useRecordContext<Pick<Tables<'contact_messages'>, 'subject' | 'read'>>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ fontWeight: record.read ? 400 : 700 }}>
      {record.subject?.trim() || translate('backoffice.messages.no_subject')}
    </Typography>
  );
}
