import PaymentsIcon from '@mui/icons-material/Payments';
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

interface PaymentValues {
  paid_on: string;
  amount: number;
  method: string;
  reference?: string | null;
}

/**
 * « Enregistrer un paiement »: date, amount (at most the balance due), method and reference.
 * The database checks the same rules under the invoice's lock and moves its balance and status.
 */
export function RecordPaymentButton() {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [open, setOpen] = useState(false);
  if (!invoice || invoice.status === 'cancelled' || invoice.balance_due <= 0) return null;

  const today = companyToday();
  const atMostBalance = (value: unknown) =>
    value != null && Number(value) > invoice.balance_due
      ? { message: 'backoffice.invoices.amount_too_high', args: { balance: formatFcfa(invoice.balance_due) } }
      : undefined;
  const wholeFrancs = (value: unknown) => (value == null || Number.isInteger(Number(value)) ? undefined : 'ra.validation.number');
  const notInFuture = (value: unknown) => (typeof value === 'string' && value > today ? 'backoffice.invoices.date_in_future' : undefined);

  const submit = (values: PaymentValues) =>
    create(
      'payments',
      {
        data: {
          invoice_id: invoice.id,
          paid_on: values.paid_on,
          amount: Number(values.amount),
          method: values.method,
          reference: values.reference?.trim() || null,
        },
      },
      {
        onSuccess: () => {
          notify('backoffice.invoices.payment_recorded', { type: 'success' });
          setOpen(false);
          // The balance and status are the database's: read the invoice again.
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  return (
    <>
      <ActionButton label="backoffice.invoices.record_payment" variant="contained" startIcon={<PaymentsIcon />} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="record-payment-title">
        <DialogTitle id="record-payment-title">
          {translate('backoffice.invoices.record_payment')} — {invoice.number}
        </DialogTitle>
        <DialogContent>
          <Form
            resource="payments"
            record={{ paid_on: today, amount: invoice.balance_due, method: 'cash' }}
            onSubmit={(values: Record<string, unknown>) => submit(values as unknown as PaymentValues)}
          >
            <DateInput source="paid_on" validate={[required(), notInFuture]} inputProps={{ max: today }} fullWidth />
            <NumberInput
              source="amount"
              step={1000}
              helperText={`${translate('backoffice.invoices.balance')} : ${formatFcfa(invoice.balance_due)}`}
              validate={[required(), number(), wholeFrancs, minValue(1), atMostBalance]}
              fullWidth
            />
            <SelectInput source="method" choices={choicesOf(paymentMethods)} validate={required()} fullWidth />
            <TextInput source="reference" validate={maxLength(100)} fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
              <SaveButton label="backoffice.invoices.record_payment" disabled={isPending} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
