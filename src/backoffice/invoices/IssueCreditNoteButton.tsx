import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Form,
  NumberInput,
  RadioButtonGroupInput,
  SaveButton,
  TextInput,
  maxLength,
  required,
  useDataProvider,
  useGetManyReference,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatFcfa } from '../../shared/format/money';
import { ActionButton } from '../common/ActionButton';
import type { DocumentDataProvider } from '../data/documentRpcs';
import { creditableHt, creditNoteAmounts, type CreditedSoFar } from './creditNoteAmounts';
import type { InvoiceRecord } from './invoiceRecord';

interface CreditNoteValues {
  scope: 'full' | 'partial';
  amount_ht?: number | null;
  reason: string;
}

/** The partial amount's field and what the credit note will amount to, before it is issued. */
function CreditNoteAmountFields({ invoice, credited, rest }: { invoice: InvoiceRecord; credited: readonly CreditedSoFar[]; rest: number }) {
  const translate = useTranslate();
  const [scope, amount] = useWatch({ name: ['scope', 'amount_ht'] }) as [string, unknown];
  const partial = scope === 'partial';
  const amountHt = partial ? Number(amount) : null;
  const valid = !partial || (Number.isInteger(amountHt) && amountHt! >= 1 && amountHt! <= rest);
  const inRange = (value: unknown) =>
    Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= rest
      ? undefined
      : { message: 'backoffice.invoices.credit_note_amount_range', args: { max: formatFcfa(rest) } };
  const preview = valid ? creditNoteAmounts(invoice, credited, amountHt) : null;
  return (
    <>
      {partial && <NumberInput source="amount_ht" label="backoffice.invoices.credit_note_amount" step={1000} validate={[required(), inRange]} fullWidth />}
      {preview && (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {translate('backoffice.invoices.credit_note_preview', { ttc: formatFcfa(preview.ttc), ht: formatFcfa(preview.ht), tva: formatFcfa(preview.tva) })}
        </Typography>
      )}
    </>
  );
}

/** « Émettre un avoir »: cancels the rest of the invoice or a part of it (an amount HT), with a reason. */
export function IssueCreditNoteButton() {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notes = useGetManyReference<CreditedSoFar & { id: string }>(
    'credit_notes',
    { target: 'invoice_id', id: invoice?.id, pagination: { page: 1, perPage: 100 }, sort: { field: 'issued_at', order: 'ASC' } },
    { enabled: Boolean(invoice?.id) },
  );
  if (!invoice || invoice.status === 'cancelled' || notes.isPending || notes.error) return null;
  const credited = notes.data ?? [];
  const rest = creditableHt(invoice, credited);
  if (rest <= 0) return null;

  const submit = async (values: CreditNoteValues) => {
    setBusy(true);
    try {
      const note = await dataProvider.issueCreditNote(invoice.id, values.reason, values.scope === 'partial' ? Number(values.amount_ht) : undefined);
      notify('backoffice.invoices.credit_note_issued', { type: 'success', messageArgs: { number: note.number } });
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
      <ActionButton label="backoffice.invoices.issue_credit_note" variant="outlined" color="warning" startIcon={<UndoIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="credit-note-title">
        <DialogTitle id="credit-note-title">
          {translate('backoffice.invoices.issue_credit_note')} — {invoice.number}
        </DialogTitle>
        <DialogContent>
          <Form resource="credit_notes" record={{ scope: 'full' }} onSubmit={(values: Record<string, unknown>) => submit(values as unknown as CreditNoteValues)}>
            <RadioButtonGroupInput
              source="scope"
              label={false}
              row={false}
              choices={[
                { id: 'full', name: translate('backoffice.invoices.credit_note_full', { amount: formatFcfa(rest) }) },
                { id: 'partial', name: translate('backoffice.invoices.credit_note_partial') },
              ]}
              translateChoice={false}
            />
            <CreditNoteAmountFields invoice={invoice} credited={credited} rest={rest} />
            <TextInput source="reason" validate={[required(), maxLength(1000)]} multiline fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
              <SaveButton label="backoffice.invoices.issue_credit_note" disabled={busy} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
