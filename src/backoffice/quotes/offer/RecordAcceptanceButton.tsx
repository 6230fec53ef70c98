import HandshakeIcon from '@mui/icons-material/Handshake';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { DateInput, FileField, FileInput, Form, SaveButton, SelectInput, TextInput, maxLength, minLength, required, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { acceptanceChannels } from '../../../shared/config/options';
import { choicesOf } from '../../common/choices';
import { ActionButton } from '../../common/ActionButton';
import type { DocumentDataProvider } from '../../data/documentRpcs';
import type { QuoteAcceptance } from '../../data/quoteAcceptance';
import type { QuoteOffer } from './quoteOffer';

interface AcceptanceForm {
  signer_name: string;
  accepted_on: string;
  via: QuoteAcceptance['via'];
  document?: { rawFile?: File } | null;
}

/** Staff record only what the customer did off line: « En ligne » is the customer's own path. */
const offlineChannels = choicesOf(acceptanceChannels.filter((channel) => channel.value !== 'online'));
const today = () => new Date().toISOString().slice(0, 10);

/** A signed document is the proof of a paper or e-mail acceptance; a phone call has none. */
const documentNeeded = (value: unknown, values: Partial<AcceptanceForm>) =>
  values.via !== 'phone' && !(value as AcceptanceForm['document'])?.rawFile ? 'backoffice.offer.document_required' : undefined;

/**
 * « Enregistrer l'accord du client »: the customer accepted a sent quote on paper, by e-mail or by
 * phone. Who, when, how and the signed document go to record_quote_acceptance, which answers as the
 * online acceptance does (same state, same mails).
 */
export function RecordAcceptanceButton() {
  const quote = useRecordContext<QuoteOffer>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (quote?.offer_status !== 'sent') return null;

  const record = async (values: AcceptanceForm) => {
    setBusy(true);
    try {
      await dataProvider.recordQuoteAcceptance({
        quoteId: quote.id,
        signerName: values.signer_name,
        acceptedOn: values.accepted_on,
        via: values.via,
        document: values.document?.rawFile ?? null,
      });
      notify('backoffice.offer.recorded', { type: 'success', messageArgs: { number: quote.number ?? '' } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ActionButton label="backoffice.offer.record_acceptance" variant="outlined" startIcon={<HandshakeIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="record-acceptance-title">
        <DialogTitle id="record-acceptance-title">{translate('backoffice.offer.record_title', { number: quote.number ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('backoffice.offer.record_content')}</DialogContentText>
          <Form onSubmit={(values: Record<string, unknown>) => record(values as unknown as AcceptanceForm)} record={{ accepted_on: today(), via: 'paper' }}>
            <TextInput source="signer_name" label="backoffice.offer.signer_name" validate={[required(), minLength(2), maxLength(200)]} fullWidth />
            <DateInput source="accepted_on" label="backoffice.offer.accepted_on" validate={required()} fullWidth />
            <SelectInput source="via" label="backoffice.offer.via" choices={offlineChannels} validate={required()} fullWidth />
            <FileInput source="document" label="backoffice.offer.document" accept={{ 'application/pdf': ['.pdf'], 'image/*': ['.jpg', '.jpeg', '.png', '.webp', '.avif'] }} validate={documentNeeded}>
              <FileField source="src" title="title" />
            </FileInput>
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
              <SaveButton label="backoffice.offer.record_acceptance" icon={<HandshakeIcon />} disabled={busy} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
