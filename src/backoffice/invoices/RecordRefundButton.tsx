import UndoIcon from '@mui/icons-material/Undo';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import {
  DateInput,
  Form,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  maxLength,
  minValue,
  number,
  required,
  useCreate,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { paymentMethods } from '../../shared/config/options';
import { formatFcfa } from '../../shared/format/money';
import { ActionButton } from '../common/ActionButton';
import { choicesOf } from '../common/choices';
import { companyToday, type InvoiceRecord } from './invoiceRecord';

interface RefundValues {
  refunded_on: string;
  amount: number;
  method: string;
  reference?: string | null;
}

/**
 * « Enregistrer un remboursement »: shown while the company owes money back on the invoice (a credit
 * note after payment). Date, amount (at most what is owed back), method and reference; the database
 * checks the same rules under the invoice's lock, and the refund closes what was owed.
 */
export function RecordRefundButton() {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [open, setOpen] = useState(false);
  if (!invoice || !(invoice.refund_due > 0)) return null;

  const today = companyToday();
  const atMostOwed = (value: unknown) =>
    value != null && Number(value) > invoice.refund_due
      ? { message: 'backoffice.invoices.refund_too_high', args: { owed: formatFcfa(invoice.refund_due) } }
      : undefined;
  const wholeFrancs = (value: unknown) => (value == null || Number.isInteger(Number(value)) ? undefined : 'ra.validation.number');
  const notInFuture = (value: unknown) => (typeof value === 'string' && value > today ? 'backoffice.invoices.refund_in_future' : undefined);

  const submit = (values: RefundValues) =>
    create(
      'refunds',
      {
        data: {
          invoice_id: invoice.id,
          refunded_on: values.refunded_on,
          amount: Number(values.amount),
          method: values.method,
          reference: values.reference?.trim() || null,
        },
      },
      {
        onSuccess: () => {
          notify('backoffice.invoices.refund_recorded', { type: 'success' });
          setOpen(false);
          // What is owed back is the database's: read the invoice again.
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  return (
    <>
      <ActionButton label="backoffice.invoices.record_refund" variant="contained" startIcon={<UndoIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="record-refund-title">
        <DialogTitle id="record-refund-title">
          {translate('backoffice.invoices.record_refund')} — {invoice.number}
        </DialogTitle>
        <DialogContent>
          <Form
            resource="refunds"
            record={{ refunded_on: today, amount: invoice.refund_due, method: 'bank_transfer' }}
            onSubmit={(values: Record<string, unknown>) => submit(values as unknown as RefundValues)}
          >
            <DateInput source="refunded_on" validate={[required(), notInFuture]} inputProps={{ max: today }} fullWidth />
            <NumberInput
              source="amount"
              step={1000}
              helperText={`${translate('backoffice.invoices.refund_due')} : ${formatFcfa(invoice.refund_due)}`}
              validate={[required(), number(), wholeFrancs, minValue(1), atMostOwed]}
              fullWidth
            />
            <SelectInput source="method" choices={choicesOf(paymentMethods)} validate={required()} fullWidth />
            <TextInput source="reference" validate={maxLength(100)} fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
              <SaveButton label="backoffice.invoices.record_refund" disabled={isPending} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
