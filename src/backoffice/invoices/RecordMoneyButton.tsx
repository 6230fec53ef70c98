import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type ReactElement } from 'react';
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

/** What differs between money coming in on an invoice (a payment) and going back out (a refund). */
export interface MoneyMovement {
  /** The table a row is inserted into. */
  resource: 'payments' | 'refunds';
  /** Its date column. */
  dateSource: 'paid_on' | 'refunded_on';
  /** The most it may be for this invoice (0: the button is not shown). */
  ceiling: (invoice: InvoiceRecord) => number;
  defaultMethod: string;
  icon: ReactElement;
  /** Message keys: the action (button, title), the ceiling beside the amount, refusals and success. */
  labels: { action: string; ceiling: string; tooHigh: string; inFuture: string; recorded: string };
}

interface MovementValues {
  date: string;
  amount: number;
  method: string;
  reference?: string | null;
}

/**
 * A button and its dialog that record money on the invoice: date, amount (at most the movement's
 * ceiling), method and reference. The database checks the same rules under the invoice's lock and
 * moves its balance, status and what is owed back: the page reads the invoice again afterwards.
 */
export function RecordMoneyButton({ movement }: { movement: MoneyMovement }) {
  const invoice = useRecordContext<InvoiceRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [create, { isPending }] = useCreate();
  const [open, setOpen] = useState(false);
  const ceiling = invoice ? movement.ceiling(invoice) : 0;
  if (!invoice || !(ceiling > 0)) return null;

  const { labels, dateSource, resource } = movement;
  const today = companyToday();
  const atMostCeiling = (value: unknown) =>
    value != null && Number(value) > ceiling ? { message: labels.tooHigh, args: { amount: formatFcfa(ceiling) } } : undefined;
  const wholeFrancs = (value: unknown) => (value == null || Number.isInteger(Number(value)) ? undefined : 'ra.validation.number');
  const notInFuture = (value: unknown) => (typeof value === 'string' && value > today ? labels.inFuture : undefined);

  const submit = (values: MovementValues) =>
    create(
      resource,
      {
        data: {
          invoice_id: invoice.id,
          [dateSource]: values.date,
          amount: Number(values.amount),
          method: values.method,
          reference: values.reference?.trim() || null,
        },
      },
      {
        onSuccess: () => {
          notify(labels.recorded, { type: 'success' });
          setOpen(false);
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'backoffice.notifications.failed', { type: 'error' }),
      },
    );

  const titleId = `record-${resource}-title`;
  return (
    <>
      <ActionButton label={labels.action} variant="contained" startIcon={movement.icon} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {translate(labels.action)} — {invoice.number}
        </DialogTitle>
        <DialogContent>
          <Form
            resource={resource}
            record={{ date: today, amount: ceiling, method: movement.defaultMethod }}
            onSubmit={(values: Record<string, unknown>) => submit(values as unknown as MovementValues)}
          >
            <DateInput
              source="date"
              label={`resources.${resource}.fields.${dateSource}`}
              validate={[required(), notInFuture]}
              inputProps={{ max: today }}
              fullWidth
            />
            <NumberInput
              source="amount"
              step={1000}
              helperText={`${translate(labels.ceiling)} : ${formatFcfa(ceiling)}`}
              validate={[required(), number(), wholeFrancs, minValue(1), atMostCeiling]}
              fullWidth
            />
            <SelectInput source="method" choices={choicesOf(paymentMethods)} validate={required()} fullWidth />
            <TextInput source="reference" validate={maxLength(100)} fullWidth />
            <DialogActions sx={{ px: 0 }}>
              <ActionButton label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
              <SaveButton label={labels.action} disabled={isPending} alwaysEnable />
            </DialogActions>
          </Form>
        </DialogContent>
      </Dialog>
    </>
  );
}
