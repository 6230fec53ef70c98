import { type FormEvent, useState } from 'react';
import { formatShortDate } from '../../shared/format/dates';
import { Alert } from '../../shared/ui/Alert';
import { quoteViewText as text } from '../i18n/fr/quoteView';
import type { QuoteView, QuoteViewResult } from './quoteViewQueries';

interface QuoteAnswerProps {
  quote: QuoteView;
  accept: (signerName: string) => Promise<QuoteViewResult>;
  decline: (reason: string) => Promise<QuoteViewResult>;
  onAnswered: (quote: QuoteView) => void;
  /** The link stopped working meanwhile (the quote expired). */
  onInvalid: () => void;
}

/** The database's own French message (a name missing, an expired quote), else a generic one. */
const refusal = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error && /[àâéèêçô]/.test(String(error.message))
    ? String(error.message)
    : text.actionFailed;

/** The answer already given, or the two forms: accept with the typed name, decline with a reason. */
export function QuoteAnswer({ quote, accept, decline, onAnswered, onInvalid }: QuoteAnswerProps) {
  const [signer, setSigner] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (quote.offer_status === 'accepted') {
    return <Alert kind="success">{text.accepted(quote.accepted_by_name ?? '', formatShortDate(quote.accepted_at ?? quote.sent_at))}</Alert>;
  }
  if (quote.offer_status === 'declined') {
    return <Alert kind="info">{text.declined(formatShortDate(quote.declined_at ?? quote.sent_at))}</Alert>;
  }
  if (!quote.can_answer) return null;

  async function answer(event: FormEvent, action: () => Promise<QuoteViewResult>, missing: string | null) {
    event.preventDefault();
    if (missing) {
      setFailure(missing);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const result = await action();
      if (result.kind === 'invalid') onInvalid();
      else onAnswered(result.quote);
    } catch (error) {
      setFailure(refusal(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="quote-answer">
      {failure ? <Alert>{failure}</Alert> : null}
      <form onSubmit={(event) => answer(event, () => accept(signer.trim()), signer.trim().length < 2 ? text.nameRequired : null)}>
        <h2>{text.acceptTitle}</h2>
        <p>{text.acceptHelp}</p>
        <div className="field">
          <label htmlFor="quote-signer">{text.signerName}</label>
          <input id="quote-signer" name="signer" autoComplete="name" value={signer} onChange={(event) => setSigner(event.target.value)} maxLength={200} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {text.accept}
        </button>
      </form>
      <form onSubmit={(event) => answer(event, () => decline(reason.trim()), reason.trim() === '' ? text.reasonRequired : null)}>
        <h2>{text.declineTitle}</h2>
        <div className="field">
          <label htmlFor="quote-reason">{text.declineReason}</label>
          <textarea id="quote-reason" name="reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={2000} />
        </div>
        <button type="submit" className="button button--outline" disabled={busy}>
          {text.decline}
        </button>
      </form>
    </div>
  );
}
