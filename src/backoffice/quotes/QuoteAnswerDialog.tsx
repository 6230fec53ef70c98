import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, NumberInput, SaveButton, TextInput, minValue, required, useNotify, useTranslate, useUpdate } from 'react-admin';

interface QuoteAnswer {
  answer_amount?: number | null;
  answer_message?: string;
}

interface Props {
  quote: { id: string; status: string };
  decision: 'accepted' | 'declined' | null;
  onClose: () => void;
}

/** The company's answer that the customer will read: an amount in FCFA (required to accept) and a message. */
export function QuoteAnswerDialog({ quote, decision, onClose }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const accepting = decision === 'accepted';

  const submit = (answer: QuoteAnswer) =>
    update(
      'quotes',
      {
        id: quote.id,
        data: { status: decision, answer_amount: answer.answer_amount ?? null, answer_message: answer.answer_message?.trim() || null },
        previousData: quote,
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(accepting ? 'backoffice.notifications.quote_accepted' : 'backoffice.notifications.quote_declined', { type: 'success' });
          onClose();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  return (
    <Dialog open={decision !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(accepting ? 'backoffice.quote_answer.accept_title' : 'backoffice.quote_answer.decline_title')}</DialogTitle>
      <DialogContent>
        <Form onSubmit={(values: Record<string, unknown>) => submit(values as QuoteAnswer)} record={{}}>
          <NumberInput
            source="answer_amount"
            resource="quotes"
            step={1000}
            validate={accepting ? [required('backoffice.quote_answer.amount_required'), minValue(0)] : [minValue(0)]}
            fullWidth
          />
          <TextInput source="answer_message" resource="quotes" multiline minRows={4} fullWidth />
          <DialogActions sx={{ px: 0 }}>
            {/* Closing without answering: the quote stays pending and nothing is sent. */}
            <Button label="ra.action.cancel" onClick={onClose} disabled={isPending} />
            <SaveButton label={accepting ? 'backoffice.actions.accept' : 'backoffice.actions.decline'} disabled={isPending} alwaysEnable />
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
