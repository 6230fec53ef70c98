import { Box, Divider, Stack, Typography } from '@mui/material';
import { useGetManyReference, useRecordContext, useTranslate } from 'react-admin';
import { repliedLine } from './repliedLine';
import type { Tables } from '../../shared/supabase/database.types';

type ReplyRow = Pick<Tables<'message_replies'>, 'id' | 'body' | 'recipient' | 'replied_by_name' | 'created_at'>;

/** The replies sent from the back-office about this record, oldest first: « Répondu le … par … » and the text. */
export function RepliesPanel({ about }: { about: 'contact_message_id' | 'quote_id' }) {
  const record = useRecordContext<Pick<Tables<'contact_messages'> | Tables<'quotes'>, 'id'>>();
  const translate = useTranslate();
  const { data, isPending, error } = useGetManyReference<ReplyRow>(
    'message_replies',
    { target: about, id: record?.id, pagination: { page: 1, perPage: 100 }, sort: { field: 'created_at', order: 'ASC' } },
    { enabled: Boolean(record?.id) },
  );
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="replies-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="replies-title" variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('backoffice.replies.panel_title')}
      </Typography>
      {isPending ? (
        <Typography role="status" variant="body2">{translate('ra.page.loading')}</Typography>
      ) : error ? (
        <Typography role="alert" variant="body2" color="error">{translate('backoffice.replies.load_failed')}</Typography>
      ) : !data?.length ? (
        <Typography variant="body2" color="text.secondary">{translate('backoffice.replies.none')}</Typography>
      ) : (
        <Stack component="ol" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((reply) => (
            <li key={reply.id}>
              <Typography variant="subtitle2" component="p">
                {repliedLine(reply.created_at, reply.replied_by_name)}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {translate('backoffice.replies.sent_to', { email: reply.recipient })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{reply.body}</Typography>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
