import { Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import { budgets, labelOf, projectTypes, quoteServices, quoteStages, timelines } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { StatusChip } from '../common/StatusChip';
import { RepliesPanel } from '../message_replies/RepliesPanel';
import { ReplyButton } from '../message_replies/ReplyButton';
import { DeleteUnsentButton } from './DeleteUnsentButton';
import { ConvertToOrderButton } from './offer/ConvertToOrderButton';
import { QuoteOfferPanel } from './offer/QuoteOfferPanel';
import { RequestedItemsPanel } from './offer/RequestedItemsPanel';
import { SendQuoteButton } from './offer/SendQuoteButton';
import { DeclineRequestButton } from './DeclineRequestButton';
import { RecordAcceptanceButton } from './offer/RecordAcceptanceButton';
import { DateTimeField } from '../common/DateTimeField';
import type { Tables } from '../../shared/supabase/database.types';

type QuoteRecord = Pick<Tables<'quotes'>, 'project_type' | 'budget' | 'timeline' | 'services' | 'answer_amount'>;

const QuoteActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
    <ReplyButton about="quote_id" />
    <SendQuoteButton />
    <RecordAcceptanceButton />
    <ConvertToOrderButton />
    <DeclineRequestButton />
    <DeleteUnsentButton />
  </TopToolbar>
);

function RequestHeading(_props: { label?: false }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2">
      {translate('backoffice.offer.request')}
    </Typography>
  );
}

/** The customer's request (declined, or answered by the offer), then the company's offer with its lines. */
export function QuoteShow() {
  return (
    <Show actions={<QuoteActions />}>
      <SimpleShowLayout>
        <RequestHeading label={false} />
        <TextField source="name" />
        <TextField source="email" />
        <TextField source="phone" />
        <TextField source="company" />
        <FunctionField source="project_type" render={(quote: QuoteRecord) => labelOf(projectTypes, quote.project_type)} />
        <FunctionField source="budget" render={(quote: QuoteRecord) => labelOf(budgets, quote.budget)} />
        <FunctionField source="timeline" render={(quote: QuoteRecord) => labelOf(timelines, quote.timeline)} />
        <FunctionField source="services" render={(quote: QuoteRecord) => (quote.services ?? []).map((service) => labelOf(quoteServices, service)).join(', ')} />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <RequestedItemsPanel />
        <DateTimeField source="created_at" />
        <Labeled source="stage">
          <StatusChip source="stage" options={quoteStages} />
        </Labeled>
        {/* Only requests answered by the amount-only path, before it was removed (decision 059), have one. */}
        <FunctionField source="answer_amount" render={(quote: QuoteRecord) => (quote.answer_amount == null ? '' : formatFcfa(quote.answer_amount))} />
        <TextField source="answer_message" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateTimeField source="answered_at" />
      </SimpleShowLayout>
      <RepliesPanel about="quote_id" />
      <QuoteOfferPanel />
    </Show>
  );
}
