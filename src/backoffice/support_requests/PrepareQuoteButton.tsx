import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect, useUpdate } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { DocumentDataProvider } from '../data/documentRpcs';

interface QuotedRequest {
  id: string;
  profile_id: string;
  subject: string;
  quote_id: string | null;
}

/**
 * « Préparer un devis » (issue 52): a quote started for the request's customer with its subject as message
 * (staff's start_quote_for_customer), tied to the request (`quote_id`), then opened to build the offer.
 * Once tied, the request page shows the quote instead (SupportRequestShow).
 */
export function PrepareQuoteButton() {
  const request = useRecordContext<QuotedRequest>();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  if (!request || request.quote_id) return null;

  const prepare = async () => {
    setBusy(true);
    try {
      const quote = await dataProvider.startQuoteForCustomer({
        customer_id: request.profile_id,
        project_type: 'other',
        services: ['maintenance'],
        message: request.subject,
      });
      await update(
        'support_requests',
        { id: request.id, data: { quote_id: quote.id }, previousData: request },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('backoffice.support.quote_started', { type: 'success' });
      redirect('show', 'quotes', quote.id);
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return <ActionButton label="backoffice.support.prepare_quote" variant="outlined" startIcon={<RequestQuoteIcon />} disabled={busy} onClick={() => void prepare()} />;
}
