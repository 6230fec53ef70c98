import { type FormEvent, useId, useState } from 'react';
import { databaseRefusal } from '../errors/databaseRefusal';
import { formatShortDate } from '../format/dates';
import { Alert } from '../ui/Alert';
import { useSubmit } from '../ui/useSubmit';
import { quoteText as text } from './quoteText';
import type { QuoteView, QuoteViewResult } from './quoteView';

interface QuoteAnswerProps {
  quote: QuoteView;
  accept: (signerName: string) => Promise<QuoteViewResult>;
  decline: (reason: string) => Promise<QuoteViewResult>;
  onAnswered: (quote: QuoteView) => void;
  /** The link stopped working meanwhile (the quote expired). */
  onInvalid: () => void;
  /** 3 inside a page whose sections are already h2 (the customer area's quote card). */
  headingLevel?: 2 | 3;
}

/** A refusal our SQL raised on purpose (a name missing, an expired quote), else a generic message. */
const refusal = (error: unknown) => databaseRefusal(error, text.actionFailed).message;

/** The answer already given, or the two forms: accept with the typed name, decline with a reason. */
export function QuoteAnswer({ quote, accept, decline, onAnswered, onInvalid, headingLevel = 2 }: QuoteAnswerProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const id = useId();
  const [signer, setSigner] = useState('');
  const [reason, setReason] = useState('');
  const { busy, outcome: failure, setOutcome, run } = useSubmit();

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
      setOutcome({ kind: 'error', message: missing });
      return;
    }
    await run(async () => {
      const result = await action();
      if (result.kind === 'invalid') onInvalid();
      else onAnswered(result.quote);
    }, refusal);
  }

  return (
    <div className="quote-response">
      {failure ? <Alert>{failure.message}</Alert> : null}
      <form onSubmit={(event) => answer(event, () => accept(signer.trim()), signer.trim().length < 2 ? text.nameRequired : null)}>
        <Heading>{text.acceptTitle}</Heading>
        <p>{text.acceptHelp}</p>
        <div className="field">
          <label htmlFor={`${id}-signer`}>{text.signerName}</label>
          <input id={`${id}-signer`} name="signer" autoComplete="name" value={signer} onChange={(event) => setSigner(event.target.value)} maxLength={200} />
        </div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? text.busy : text.accept}
        </button>
      </form>
      <form onSubmit={(event) => answer(event, () => decline(reason.trim()), reason.trim() === '' ? text.reasonRequired : null)}>
        <Heading>{text.declineTitle}</Heading>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{text.declineReason}</label>
          <textarea id={`${id}-reason`} name="reason" rows={3} value={reason} onChange={(event) => setReason(event.target.value)} maxLength={2000} />
        </div>
        <button type="submit" className="button button--outline" disabled={busy} aria-busy={busy}>
          {busy ? text.busy : text.decline}
        </button>
      </form>
    </div>
  );
}
