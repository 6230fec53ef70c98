import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import { replyCaretAt } from './replyDraft';

interface Props {
  open: boolean;
  recipient: string;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** The refusal to show under the text (the text itself is kept as typed). */
  error: string | null;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}

/** The reply's text, to whom it goes, and Send / Cancel. What is typed lives in the caller's state, so nothing is lost. */
export function ReplyDialog({ open, recipient, draft, onDraftChange, error, sending, onSend, onClose }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  // The caret is placed once per opening, on the first focus: later focus keeps the staff's own place.
  const caretPlaced = useRef(false);
  const maxLength = 5000;
  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ transition: { onExited: () => (caretPlaced.current = false) } }}
    >
      <DialogTitle id={titleId}>{translate('backoffice.replies.title')}</DialogTitle>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSend();
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('backoffice.replies.to', { email: recipient })}</DialogContentText>
          <TextField
            autoFocus
            onFocus={(event) => {
              if (caretPlaced.current) return;
              caretPlaced.current = true;
              const caret = replyCaretAt(draft);
              event.target.setSelectionRange(caret, caret);
            }}
            label={translate('resources.message_replies.fields.body')}
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            multiline
            minRows={8}
            fullWidth
            required
            error={error !== null}
            helperText={error ?? translate('backoffice.replies.help')}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions>
          <ActionButton label="ra.action.cancel" onClick={onClose} disabled={sending} />
          <ActionButton label={sending ? 'backoffice.replies.sending' : 'backoffice.replies.send'} type="submit" variant="contained" disabled={sending} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
