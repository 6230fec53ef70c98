import AddIcon from '@mui/icons-material/Add';
import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, useCreatePath, useGetManyReference, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { labelOf, offerStatuses } from '../../../shared/config/options';
import { documentTotals } from '../../../shared/money/documentAmounts';
import { ActionButton } from '../../common/ActionButton';
import { DocumentTotals } from '../../common/DocumentTotals';
import { QuoteLineDialog } from './QuoteLineDialog';
import { QuoteLinesTable } from './QuoteLinesTable';
import { QuoteOfferAnswer } from './QuoteOfferAnswer';
import { QuoteTermsForm } from './QuoteTermsForm';
import { MissingSellerDetails } from '../../settings/MissingSellerDetails';
import { pricedLine, type QuoteLine, type QuoteOffer } from './quoteOffer';

/**
 * The company's offer on a quote request: its lines, totals and terms. A draft is edited here;
 * once sent it only shows (the database refuses any change to a sent quote).
 */
export function QuoteOfferPanel() {
  const quote = useRecordContext<QuoteOffer>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [editing, setEditing] = useState<{ line: QuoteLine | null } | null>(null);
  const lines = useGetManyReference<QuoteLine>(
    'quote_lines',
    { target: 'quote_id', id: quote?.id, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 200 } },
    { enabled: Boolean(quote?.id) },
  );
  // A draft has no rate of its own yet: its totals are at today's rate, as the database computes them.
  const settings = useGetOne<{ id: number; tax_rate: number | string }>('site_settings', { id: 1 }, { enabled: quote?.offer_status === 'draft' });
  if (!quote) return null;

  const draft = quote.offer_status === 'draft';
  const taxRate = Number(draft ? (settings.data?.tax_rate ?? 18) : quote.tax_rate);
  const rows = lines.data ?? [];
  const nextPosition = rows.reduce((highest, line) => Math.max(highest, line.position + 1), 0);

  return (
    <Card variant="outlined" component="section" aria-labelledby="quote-offer-title" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="quote-offer-title" variant="h6" component="h2">
            {quote.number ? `${translate('backoffice.offer.title')} ${quote.number}` : translate('backoffice.offer.title')}
          </Typography>
          <Chip size="small" label={labelOf(offerStatuses, quote.offer_status)} color={draft ? 'default' : quote.offer_status === 'accepted' ? 'success' : 'info'} />
          {quote.order_id && (
            <Link to={createPath({ resource: 'orders', id: quote.order_id, type: 'edit' })}>{translate('backoffice.offer.open_order')}</Link>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(draft ? 'backoffice.offer.draft_intro' : 'backoffice.offer.frozen')}
        </Typography>
        {draft && <MissingSellerDetails />}
        {lines.error ? (
          <Alert severity="error">{translate('backoffice.notifications.failed')}</Alert>
        ) : lines.isPending ? (
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        ) : (
          <QuoteLinesTable lines={rows} editable={draft} onEdit={(line) => setEditing({ line })} />
        )}
        {draft && (
          <ActionButton label="backoffice.offer.add_line" variant="outlined" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => setEditing({ line: null })} />
        )}
        {rows.length > 0 && <DocumentTotals totals={documentTotals(rows.map(pricedLine), taxRate)} taxRate={taxRate} />}
        {draft && rows.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
            {translate('backoffice.offer.totals_at_rate', { rate: String(taxRate).replace('.', ',') })}
          </Typography>
        )}
        {draft ? <QuoteTermsForm quote={quote} /> : <QuoteOfferAnswer quote={quote} />}
        {editing && (
          <QuoteLineDialog quoteId={quote.id} line={editing.line} position={nextPosition} open onClose={() => setEditing(null)} />
        )}
      </CardContent>
    </Card>
  );
}
