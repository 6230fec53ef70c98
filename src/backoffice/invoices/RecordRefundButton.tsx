import UndoIcon from '@mui/icons-material/Undo';
import { RecordMoneyButton, type MoneyMovement } from './RecordMoneyButton';

/**
 * « Enregistrer un remboursement »: shown while the company owes money back on the invoice (a credit
 * note after payment), at most what is owed back; the refund closes it (decision 061).
 */
const refund: MoneyMovement = {
  resource: 'refunds',
  dateSource: 'refunded_on',
  ceiling: (invoice) => invoice.refund_due,
  defaultMethod: 'bank_transfer',
  icon: <UndoIcon />,
  labels: {
    action: 'backoffice.invoices.record_refund',
    ceiling: 'backoffice.invoices.refund_due',
    tooHigh: 'backoffice.invoices.refund_too_high',
    inFuture: 'backoffice.invoices.refund_in_future',
    recorded: 'backoffice.invoices.refund_recorded',
  },
};

export function RecordRefundButton() {
  return <RecordMoneyButton movement={refund} />;
}
