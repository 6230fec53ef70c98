import { DateInput, Form, SaveButton, TextInput, maxLength, useNotify, useTranslate, useUpdate } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import type { QuoteOffer } from './quoteOffer';

interface Terms {
  valid_until?: string | null;
  notes?: string | null;
}

/** A draft's validity (empty: 30 days after sending, set by the database) and the notes printed on it. */
export function QuoteTermsForm({ quote }: { quote: QuoteOffer }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const submit = (terms: Terms) =>
    update(
      'quotes',
      { id: quote.id, data: { valid_until: terms.valid_until || null, notes: terms.notes?.trim() || null }, previousData: quote },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('backoffice.offer.terms_saved', { type: 'success' }),
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );
  return (
    <Form record={{ valid_until: quote.valid_until, notes: quote.notes }} onSubmit={(values: Record<string, unknown>) => submit(values as Terms)} resource="quotes">
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('backoffice.offer.terms')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <DateInput source="valid_until" helperText="backoffice.offer.valid_until_help" />
        <TextInput source="notes" multiline minRows={2} validate={maxLength(5000)} fullWidth />
      </Stack>
      <SaveButton variant="outlined" disabled={isPending} />
    </Form>
  );
}
