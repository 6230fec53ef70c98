import EditNoteIcon from '@mui/icons-material/EditNote';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput, Form, NumberInput, SaveButton, SimpleFormIterator, TextInput, maxLength, minValue, required, useDataProvider, useGetManyReference,
  useNotify, useRecordContext, useRefresh, useTranslate,
} from 'react-admin';
import { ActionButton } from '../common/ActionButton';
import type { CorrectedInvoiceLine, DocumentDataProvider, InvoiceCorrection } from '../data/documentRpcs';
import type { CertifiedRecord } from './certificationRecord';

/** The refused invoice's columns this dialog corrects, beside its certification. */
interface RefusedInvoice extends CertifiedRecord {
  customer_name: string;
  customer_company: string | null;
  customer_ifu: string | null;
  customer_address: string | null;
}

interface CorrectionForm extends Omit<InvoiceCorrection, 'lines'> {
  lines: CorrectedInvoiceLine[];
}

/**
 * « Corriger et certifier à nouveau » on an invoice the SECeF refused (issue 47, decision 068): its lines and its
 * customer's identity, as the refusal's reason asks; the database recomputes the totals and sends it again.
 */
export function CorrectRefusedInvoiceButton() {
  const record = useRecordContext<RefusedInvoice>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<DocumentDataProvider>();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const refused = record?.certification_status === 'refused';
  const { data: lines, isPending } = useGetManyReference<CorrectedInvoiceLine & { id: string }>(
    'invoice_lines',
    { target: 'invoice_id', id: record?.id, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 200 } },
    { enabled: open && refused },
  );
  if (!record || !refused) return null;

  const submit = async (values: CorrectionForm) => {
    setBusy(true);
    try {
      await dataProvider.correctRefusedInvoice(record.id, values);
      notify('backoffice.certification.corrected', { type: 'success', messageArgs: { number: record.number } });
      setOpen(false);
      refresh();
    } catch (error) {
      notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const initial: CorrectionForm = {
    customer_name: record.customer_name,
    customer_company: record.customer_company ?? '',
    customer_ifu: record.customer_ifu ?? '',
    customer_address: record.customer_address ?? '',
    lines: (lines ?? []).map(({ description, quantity, unit_price, product_id, list_unit_price, discount_percent }) =>
      ({ description, quantity, unit_price, product_id, list_unit_price, discount_percent })),
  };

  return (
    <>
      <ActionButton label="backoffice.certification.correct" variant="contained" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md" aria-labelledby="correct-invoice-title">
        <DialogTitle id="correct-invoice-title">{translate('backoffice.certification.correct_title', { number: record.number })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('backoffice.certification.correct_content', { reason: record.certification_error ?? '' })}</DialogContentText>
          {isPending ? (
            <DialogContentText role="status">{translate('ra.page.loading')}</DialogContentText>
          ) : (
            <Form record={initial} onSubmit={(values: Record<string, unknown>) => submit(values as unknown as CorrectionForm)}>
              <TextInput source="customer_name" label="resources.invoices.fields.customer_name" validate={[required(), maxLength(200)]} fullWidth />
              <TextInput source="customer_company" label="resources.invoices.fields.customer_company" validate={maxLength(200)} fullWidth />
              <TextInput source="customer_ifu" label="resources.invoices.fields.customer_ifu" validate={maxLength(20)} fullWidth />
              <TextInput source="customer_address" label="resources.invoices.fields.customer_address" validate={maxLength(500)} fullWidth multiline />
              <ArrayInput source="lines" label="backoffice.certification.correct_lines">
                <SimpleFormIterator inline disableReordering resource="invoices">
                  <TextInput source="description" label="resources.invoice_lines.fields.description" validate={[required(), maxLength(200)]} />
                  <NumberInput source="quantity" label="resources.invoice_lines.fields.quantity" validate={[required(), minValue(1)]} step={1} />
                  <NumberInput source="unit_price" label="resources.invoice_lines.fields.unit_price" validate={[required(), minValue(0)]} step={1} />
                </SimpleFormIterator>
              </ArrayInput>
              <DialogActions sx={{ px: 0 }}>
                <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={busy} />
                <SaveButton label="backoffice.certification.correct_submit" icon={<EditNoteIcon />} disabled={busy} alwaysEnable />
              </DialogActions>
            </Form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
