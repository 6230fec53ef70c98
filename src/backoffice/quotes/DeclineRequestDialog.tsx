import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, TextInput, maxLength, useNotify, useTranslate, useUpdate } from 'react-admin';

interface Props {
  quote: { id: string };
  open: boolean;
  onClose: () => void;
}

/** The message the customer reads when the office declines their request (mailed by the database). */
export function DeclineRequestDialog({ quote, open, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();

  const submit = ({ answer_message }: { answer_message?: string }) =>
    update(
      'quotes',
      { id: quote.id, data: { request_status: 'declined', answer_message: answer_message?.trim() || null }, previousData: quote },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('backoffice.notifications.quote_declined', { type: 'success' });
          onClose();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('backoffice.quote_answer.decline_title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={(values: Record<string, unknown>) => submit(values as { answer_message?: string })} record={{}}>
          <TextInput source="answer_message" resource="quotes" validate={maxLength(5000)} multiline minRows={4} fullWidth />
          <DialogActions sx={{ px: 0 }}>
            {/* Closing without answering: the request stays to handle and nothing is sent. */}
            <Button label="ra.action.cancel" onClick={onClose} disabled={isPending} />
            <SaveButton label="backoffice.actions.decline" disabled={isPending} alwaysEnable />
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
