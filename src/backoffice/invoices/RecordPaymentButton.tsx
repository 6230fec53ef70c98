import PaymentsIcon from '@mui/icons-material/Payments';
import { RecordMoneyButton, type MoneyMovement } from './RecordMoneyButton';

/**
 * « Enregistrer un paiement »: at most the balance due, on a certified invoice only (a pending or refused
 * one is not due yet: the database refuses its payments, decision 062).
 */
const payment: MoneyMovement = {
  resource: 'payments',
  dateSource: 'paid_on',
  ceiling: (invoice) =>
    invoice.status === 'cancelled' || (invoice.certification_status ?? 'certified') !== 'certified' ? 0 : invoice.balance_due,
  defaultMethod: 'cash',
  icon: <PaymentsIcon />,
  labels: {
    action: 'backoffice.invoices.record_payment',
    ceiling: 'backoffice.invoices.balance',
    tooHigh: 'backoffice.invoices.amount_too_high',
    inFuture: 'backoffice.invoices.date_in_future',
    recorded: 'backoffice.invoices.payment_recorded',
  },
};

export function RecordPaymentButton() {
  return <RecordMoneyButton movement={payment} />;
}
