import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { SupportMethods } from '../data/supportRpcs';

interface QuotedRequest {
  id: string;
  quote_id: string | null;
}

/**
 * « Préparer un devis » (issue 52): one database call starts a quote for the request's customer with its subject
 * as message and ties it to the request (start_quote_for_support_request, decision 075: no draft left untied),
 * then the quote opens to build the offer. Once tied, the request page shows the quote instead (SupportRequestShow).
 */
export function PrepareQuoteButton() {
  const request = useRecordContext<QuotedRequest>();
  const dataProvider = useDataProvider() as unknown as SupportMethods;
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  if (!request || request.quote_id) return null;

  const prepare = async () => {
    setBusy(true);
    try {
      const quote = await dataProvider.startQuoteForSupportRequest(request.id);
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
