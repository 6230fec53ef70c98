import { useSearchParams } from 'react-router';
import { getSupabase } from '../../shared/supabase/client';
import { Alert } from '../../shared/ui/Alert';
import { useSubmit } from '../../shared/ui/useSubmit';
import type { InvoiceDetailRow } from '../data/rows';
import { fr } from '../i18n/fr';

const text = fr.invoices;

/** What the server's return address says of the payment (server/payments/routes.ts: ?paiement=…). */
const returnNotices: Record<string, { kind: 'success' | 'error' | 'info'; message: string }> = {
  paid: { kind: 'success', message: text.paymentPaid },
  pending: { kind: 'info', message: text.paymentPending },
  refused: { kind: 'error', message: text.paymentRefused },
  mismatch: { kind: 'error', message: text.paymentMismatch },
};

/** Only a certified invoice is payable once invoices are certified (issue 47); before that, every one is. */
function certified(invoice: InvoiceDetailRow): boolean {
  return ((invoice as { certification_status?: string | null }).certification_status ?? 'certified') === 'certified';
}

/**
 * « Payer » (issue 48): the server starts the payment with the provider and the customer goes to its page
 * (Orange Money, Moov Money); they come back here, to the invoice, once the server has asked the status.
 */
export default function PayOnline({ invoice }: { invoice: InvoiceDetailRow }) {
  const [params] = useSearchParams();
  const notice = returnNotices[params.get('paiement') ?? ''];
  const { busy, outcome, run } = useSubmit({ staysBusyAfterSuccess: true });
  const payable = invoice.balance_due > 0 && (invoice.status === 'unpaid' || invoice.status === 'partially_paid') && certified(invoice);

  const pay = () =>
    run(async () => {
      const supabase = await getSupabase();
      const { data } = await supabase.auth.getSession();
      const answer = await fetch('/payments/v1/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${data.session?.access_token ?? ''}` },
        body: JSON.stringify({ invoice_id: invoice.id }),
      });
      const body = (await answer.json().catch(() => ({}))) as { payment_url?: string; message?: string };
      if (!answer.ok || !body.payment_url) throw new Error(body.message ?? text.paymentFailed);
      window.location.assign(body.payment_url);
    }, (caught) => (caught instanceof Error && caught.message ? caught.message : text.paymentFailed));

  if (!notice && !payable) return null;
  return (
    <section className="portal-card" aria-labelledby="invoice-pay-online-title">
      <h2 id="invoice-pay-online-title" className="portal-card__title">
        {text.payOnlineTitle}
      </h2>
      {notice ? <Alert kind={notice.kind}>{notice.message}</Alert> : null}
      {outcome ? <Alert kind={outcome.kind}>{outcome.message}</Alert> : null}
      {payable ? (
        <>
          <p>{text.payOnlineHint}</p>
          <button type="button" className="button button--primary" onClick={() => void pay()} disabled={busy} aria-busy={busy}>
            {busy ? text.payOnlineBusy : text.payOnline}
          </button>
        </>
      ) : null}
    </section>
  );
}
