import SendIcon from '@mui/icons-material/Send';
import { useState } from 'react';
import { Confirm, useGetManyReference, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { ActionButton } from '../../common/ActionButton';
import type { QuoteOffer } from './quoteOffer';

/**
 * « Envoyer le devis »: sets the offer to sent; the database numbers it (DEV-YYYY-NNNN, no gap),
 * fixes its rate and validity, freezes its lines and queues the customer's e-mail with the link.
 */
export function SendQuoteButton() {
  const quote = useRecordContext<QuoteOffer>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<QuoteOffer>();
  const [confirming, setConfirming] = useState(false);
  const lines = useGetManyReference(
    'quote_lines',
    { target: 'quote_id', id: quote?.id, pagination: { page: 1, perPage: 1 }, sort: { field: 'position', order: 'ASC' } },
    { enabled: quote?.offer_status === 'draft' },
  );
  if (quote?.offer_status !== 'draft') return null;
  const hasLines = (lines.total ?? 0) > 0;

  const send = () =>
    update(
      'quotes',
      { id: quote.id, data: { offer_status: 'sent' }, previousData: quote },
      {
        mutationMode: 'pessimistic',
        onSuccess: (sent) => {
          notify('backoffice.offer.sent', { type: 'success', messageArgs: { number: sent.number ?? '' } });
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <>
      <ActionButton
        label="backoffice.offer.send"
        variant="contained"
        startIcon={<SendIcon />}
        disabled={isPending || !hasLines}
        title={hasLines ? undefined : translate('backoffice.offer.needs_lines')}
        onClick={() => setConfirming(true)}
      />
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="backoffice.offer.send_title"
        content="backoffice.offer.send_content"
        translateOptions={{ email: quote.email }}
        confirm="backoffice.offer.send"
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
