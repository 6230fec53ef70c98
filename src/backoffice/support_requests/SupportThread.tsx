import { Box, Button, Checkbox, Chip, FormControlLabel, Paper, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useGetIdentity, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { formatDateTime } from '../../shared/format/dates';
import type { Tables } from '../../shared/supabase/database.types';
import { AttachmentLinks } from './AttachmentLinks';

interface SupportMessage {
  id: string;
  body: string;
  internal: boolean;
  author_id: string | null;
  attachments: string[];
  created_at: string;
  profiles: { full_name: string | null; role: string } | null;
}

/**
 * The thread of a request, oldest first: the customer's messages, staff's answers (mailed to the customer) and
 * internal notes (never shown to the customer: RLS), then the form to write either.
 */
export function SupportThread() {
  const record = useRecordContext<Pick<Tables<'support_requests'>, 'id' | 'status'>>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [create, { isPending }] = useCreate();
  const { data: messages = [], refetch } = useGetList<SupportMessage>(
    'support_messages',
    {
      filter: { request_id: record?.id },
      sort: { field: 'created_at', order: 'ASC' },
      pagination: { page: 1, perPage: 500 },
      meta: { columns: ['*', 'profiles(full_name,role)'] },
    },
    { enabled: Boolean(record?.id) },
  );
  if (!record) return null;

  const send = () =>
    create(
      'support_messages',
      { data: { request_id: record.id, body: body.trim(), internal, author_id: identity?.id } },
      {
        onSuccess: () => {
          setBody('');
          setInternal(false);
          notify(internal ? 'backoffice.support.note_saved' : 'backoffice.support.reply_sent', { type: 'info' });
          void refetch();
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );

  return (
    <Box component="section" aria-labelledby="support-thread" sx={{ mt: 3 }}>
      <Typography id="support-thread" variant="h6" component="h2" gutterBottom>
        {translate('backoffice.support.thread')}
      </Typography>
      {messages.length === 0 ? <Typography color="text.secondary">{translate('backoffice.support.no_messages')}</Typography> : null}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0 }}>
        {messages.map((message) => (
          <Paper
            component="li"
            key={message.id}
            variant="outlined"
            sx={{ p: 1.5, bgcolor: message.internal ? 'warning.50' : message.profiles?.role === 'admin' ? 'action.hover' : 'background.paper', borderStyle: message.internal ? 'dashed' : 'solid' }}
          >
            <Typography variant="body2" color="text.secondary">
              <strong>{message.profiles?.full_name ?? '—'}</strong> · {formatDateTime(message.created_at)}{' '}
              {message.internal ? <Chip size="small" color="warning" label={translate('backoffice.support.internal')} /> : null}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>{message.body}</Typography>
            <AttachmentLinks paths={message.attachments} />
          </Paper>
        ))}
      </Stack>
      {record.status === 'closed' ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {translate('backoffice.support.closed')}
        </Typography>
      ) : (
        <Box
          component="form"
          sx={{ mt: 2, display: 'grid', gap: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (body.trim()) void send();
          }}
        >
          <MuiTextField
            label={translate(internal ? 'backoffice.support.note' : 'backoffice.support.reply')}
            multiline
            minRows={4}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            inputProps={{ maxLength: 5000 }}
          />
          <FormControlLabel control={<Checkbox checked={internal} onChange={(event) => setInternal(event.target.checked)} />} label={translate('backoffice.support.internal_hint')} />
          <Box>
            <Button type="submit" variant="contained" disabled={isPending || !body.trim()}>
              {translate(internal ? 'backoffice.support.save_note' : 'backoffice.support.send_reply')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
