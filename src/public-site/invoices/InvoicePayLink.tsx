import { useSearchParams } from 'react-router';
import { Alert } from '../../shared/ui/Alert';
import { useSubmit } from '../../shared/ui/useSubmit';
import { invoiceViewText as text } from '../i18n/fr/invoiceView';
import { paymentReturnNotices } from '../payments/paymentReturnNotices';
import { startPayment } from '../payments/startPayment';
import type { InvoiceView } from './invoiceViewQueries';

/**
 * « Payer » from the link (issue 48): shown while something is left to pay on the certified invoice; the
 * payer goes to the provider's page and comes back here, where the notice says how it went.
 */
export function InvoicePayLink({ invoice, token }: { invoice: InvoiceView; token: string }) {
  const [params] = useSearchParams();
  const notice = paymentReturnNotices[params.get('paiement') ?? ''];
  const { busy, outcome, run } = useSubmit({ staysBusyAfterSuccess: true });
  const payable = invoice.balance_due > 0 && (invoice.status === 'unpaid' || invoice.status === 'partially_paid');

  const pay = () =>
    run(async () => {
      const started = await startPayment({ invoice_token: token }, text.payFailed);
      // Only an order's invoice being certified answers « wait »; a certified invoice's link always starts.
      if (started.kind === 'preparing') throw new Error(started.message);
      window.location.assign(started.url);
    }, (caught) => (caught instanceof Error && caught.message ? caught.message : text.payFailed));

  if (!notice && !payable) return null;
  return (
    <section className="card" aria-labelledby="invoice-view-pay">
      <h2 id="invoice-view-pay">{text.payTitle}</h2>
      {notice ? <Alert kind={notice.kind}>{notice.message}</Alert> : null}
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      {payable ? (
        <>
          <p>{text.payHint}</p>
          <button type="button" className="button button--primary" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
            {busy ? text.payBusy : text.pay}
          </button>
        </>
      ) : null}
    </section>
  );
}
