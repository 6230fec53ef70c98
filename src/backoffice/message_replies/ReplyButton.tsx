import ReplyIcon from '@mui/icons-material/Reply';
import { useState } from 'react';
import { useCreate, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { readFieldRefusal } from '../../shared/errors/fieldError';
import { ActionButton } from '../common/ActionButton';
import { ReplyDialog } from './ReplyDialog';
import { replyDraft } from './replyDraft';
import type { Tables } from '../../shared/supabase/database.types';

type RepliedRecord = Pick<Tables<'contact_messages'> | Tables<'quotes'>, 'id' | 'name' | 'email'>;

/**
 * « Répondre » on a contact message or a quote request: a dialog whose reply the database sends
 * through the outbox (public.message_replies). The draft is kept here, outside the dialog: closing
 * it or a failed send leaves the text as it was; only a sent reply clears it.
 */
export function ReplyButton({ about }: { about: 'contact_message_id' | 'quote_id'; label?: string }) {
  const record = useRecordContext<RepliedRecord>();
  const identity = useGetIdentity();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!record?.email) return null;

  const text = draft ?? replyDraft(record.name, identity.data?.fullName);
  const send = () => {
    if (!text.trim()) {
      setError('Écrivez votre réponse avant de l’envoyer.');
      return;
    }
    setError(null);
    create(
      'message_replies',
      { data: { [about]: record.id, body: text } },
      {
        onSuccess: () => {
          notify('backoffice.replies.sent', { type: 'success', messageArgs: { email: record.email } });
          setDraft(null);
          setOpen(false);
          refresh();
        },
        onError: (failure) => {
          const refusal = readFieldRefusal((failure as { body?: { hint?: string; message?: string } }).body);
          const message = refusal?.message ?? (failure as Error).message ?? 'backoffice.notifications.failed';
          setError(refusal ? refusal.message : null);
          notify(message, { type: 'error' });
        },
      },
    );
  };

  return (
    <>
      <ActionButton
        label="backoffice.actions.reply"
        startIcon={<ReplyIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setDraft(text);
          setOpen(true);
        }}
      />
      <ReplyDialog
        open={open}
        recipient={record.email}
        draft={text}
        onDraftChange={setDraft}
        error={error}
        sending={isPending}
        onSend={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
