import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, maxLength, useDataProvider, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { ActionButton } from '../../common/ActionButton';
import type { DocumentDataProvider } from '../../data/documentRpcs';
import type { QuoteOffer } from './quoteOffer';

/** « Convertir en commande »: an accepted quote's lines and amounts become a confirmed order, once. */
export function ConvertToOrderButton() {
  const quote = useRecordContext<QuoteOffer>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (quote?.offer_status !== 'accepted' || quote.order_id) return null;

  const convert = async ({ delivery_address }: { delivery_address?: string }) => {
    setBusy(true);
    try {
      const order = await dataProvider.convertQuoteToOrder(quote.id, delivery_address);
      notify('backoffice.offer.converted', { type: 'success', messageArgs: { number: order.number } });
      redirect('edit', 'orders', order.id);
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <ActionButton label="backoffice.offer.convert" variant="contained" startIcon={<ShoppingCartIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="convert-title">
        <DialogTitle id="convert-title">{translate('backoffice.offer.convert_title', { number: quote.number ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('backoffice.offer.convert_content')}</DialogContentText>
          <Form onSubmit={(values: Record<string, unknown>) => convert(values as { delivery_address?: string })} record={{}}>
            <TextInput source="delivery_address" label="backoffice.offer.delivery_address" validate={maxLength(500)} multiline fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
              <SaveButton label="backoffice.offer.convert" icon={<ShoppingCartIcon />} disabled={busy} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
