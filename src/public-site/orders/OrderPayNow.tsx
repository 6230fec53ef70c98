import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatFcfa } from '../../shared/format/money';
import { Alert } from '../../shared/ui/Alert';
import { orderViewText as text } from '../i18n/fr/orderView';
import { paymentReturnNotices } from '../payments/paymentReturnNotices';
import { startPayment } from '../payments/startPayment';
import type { OnlinePayment } from './orderViewQueries';

/** How often, and how many times, the page reads the order again while its invoice is being certified. */
const checkEveryMs = 2_000;
const checksBeforeAskingTheVisitor = 30;

interface OrderPayNowProps {
  payment: OnlinePayment;
  token: string;
  /** Reads the order again without showing the page as loading. */
  refresh: () => Promise<void>;
}

/**
 * « Payer » for an order paid at checkout (decision 071): while the invoice issued with the order is being
 * certified the page says so and reads the order again; once certified, the button opens the provider's page,
 * which brings the payer back here with ?paiement=… .
 */
export function OrderPayNow({ payment, token, refresh }: OrderPayNowProps) {
  const [params] = useSearchParams();
  const notice = paymentReturnNotices[params.get('paiement') ?? ''];
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [checks, setChecks] = useState(0);
  const preparing = payment.certification_status === 'pending';
  const payable = payment.certification_status === 'certified' && payment.balance_due > 0 && (payment.status === 'unpaid' || payment.status === 'partially_paid');

  useEffect(() => {
    if (!preparing || checks >= checksBeforeAskingTheVisitor) return;
    const timer = window.setTimeout(() => void refresh().finally(() => setChecks((count) => count + 1)), checkEveryMs);
    return () => window.clearTimeout(timer);
  }, [preparing, checks, refresh]);

  const pay = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const started = await startPayment({ order_token: token }, text.payFailed);
      if (started.kind === 'redirect') {
        // The button stays busy until the provider's page replaces this one.
        window.location.assign(started.url);
        return;
      }
      await refresh();
      setChecks(0);
    } catch (caught) {
      setProblem(caught instanceof Error && caught.message ? caught.message : text.payFailed);
    }
    setBusy(false);
  };

  return (
    <section className="card" aria-labelledby="order-view-pay-now">
      <h2 id="order-view-pay-now">{text.payNowTitle}</h2>
      {notice ? <Alert kind={notice.kind}>{notice.message}</Alert> : null}
      {problem ? <Alert kind="error">{problem}</Alert> : null}
      {payment.status === 'paid' ? (
        <p role="status">{text.invoicePaid(payment.invoice_number)}</p>
      ) : payment.certification_status === 'refused' ? (
        <p role="status">{text.invoiceBeingCorrected}</p>
      ) : preparing ? (
        checks < checksBeforeAskingTheVisitor ? (
          <p role="status" aria-busy="true">
            {text.preparing(payment.invoice_number)}
          </p>
        ) : (
          <>
            <p role="status">{text.preparingSlow}</p>
            <button type="button" className="button button--outline" onClick={() => setChecks(0)}>
              {text.checkAgain}
            </button>
          </>
        )
      ) : payable ? (
        <>
          <p>{text.payHint}</p>
          <button type="button" className="button button--primary" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
            {busy ? text.payBusy : text.payAmount(formatFcfa(payment.balance_due))}
          </button>
        </>
      ) : null}
    </section>
  );
}
