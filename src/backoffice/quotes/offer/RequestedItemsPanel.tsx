import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetMany, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ActionButton } from '../../common/ActionButton';
import type { DocumentDataProvider } from '../../data/documentRpcs';
import type { StoredRequestedItem } from '../../../shared/quotes/requestedItems';
import type { Tables } from '../../../shared/supabase/database.types';

/** `requested_items` is jsonb, typed Json by the generator. */
type QuoteWithItems = Pick<Tables<'quotes'>, 'id' | 'offer_status'> & { requested_items: StoredRequestedItem[] | null };

/**
 * The products and quantities the customer asked a quote for (from a product page or the cart), and, on a
 * draft, « Reprendre ces produits dans l'offre »: one line each at the catalogue's name and price HT.
 */
export function RequestedItemsPanel() {
  const quote = useRecordContext<QuoteWithItems>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [busy, setBusy] = useState(false);
  const items = quote?.requested_items ?? [];
  const products = useGetMany<{ id: string; name: string }>('products', { ids: items.map((item) => item.product_id) }, { enabled: items.length > 0 });
  if (!quote || items.length === 0) return null;

  const nameOf = (productId: string) => products.data?.find((product) => product.id === productId)?.name ?? translate('backoffice.offer.unknown_product');
  const addLines = async () => {
    setBusy(true);
    try {
      const added = await dataProvider.quoteLinesFromRequest(quote.id);
      notify('backoffice.offer.lines_added', { type: 'success', messageArgs: { smart_count: added } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="requested-items-title">
      <Typography id="requested-items-title" variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate('backoffice.offer.requested_items')}
      </Typography>
      <List dense disablePadding>
        {items.map((item) => (
          <ListItem key={item.product_id} disableGutters>
            <ListItemText primary={translate('backoffice.offer.requested_item', { name: nameOf(item.product_id), quantity: item.quantity })} />
          </ListItem>
        ))}
      </List>
      {quote.offer_status === 'draft' && (
        <ActionButton label="backoffice.offer.lines_from_request" variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => void addLines()} disabled={busy} />
      )}
    </section>
  );
}
