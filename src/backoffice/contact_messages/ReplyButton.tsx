import ReplyIcon from '@mui/icons-material/Reply';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { replyMailto } from './replyLink';

export function ReplyButton(_props: { label?: string }) {
  const record = useRecordContext<{ email: string; subject: string | null }>();
  const translate = useTranslate();
  if (!record?.email) return null;
  return (
    <Button
      size="small"
      startIcon={<ReplyIcon />}
      href={replyMailto(record.email, record.subject, translate('backoffice.messages.default_reply_subject'))}
      onClick={(event) => event.stopPropagation()}
    >
      {translate('backoffice.actions.reply')}
    </Button>
  );
}
