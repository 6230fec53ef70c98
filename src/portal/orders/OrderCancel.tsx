import { useEffect, useId, useRef, useState } from 'react';
import { databaseRefusal } from '../../shared/errors/databaseRefusal';
import { Alert } from '../../shared/ui/Alert';
import { useSubmit } from '../../shared/ui/useSubmit';
import { cancelOwnOrder } from '../data/ownRows';
import { fr } from '../i18n/fr';

const text = fr.orders;

/** A refusal our SQL raised on purpose (the order is no longer pending), else the page's message. */
const refusal = (error: unknown) => databaseRefusal(error, text.cancelFailed).message;

/**
 * « Annuler la commande », then a confirmation step in the page (not a browser dialog): the question
 * takes the focus, « Non » keeps the order. The database decides (rpc cancel_my_order).
 */
export default function OrderCancel({ orderId, number, onCancelled }: { orderId: string; number: number; onCancelled(): void }) {
  const [asking, setAsking] = useState(false);
  const { busy, outcome: failure, run } = useSubmit();
  const questionId = useId();
  const question = useRef<HTMLParagraphElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) question.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function cancel() {
    await run(async () => {
      try {
        await cancelOwnOrder(orderId);
      } catch (error) {
        // Refused: back to « Annuler la commande » (which takes the focus again), the reason above it.
        setAsking(false);
        throw error;
      }
      onCancelled();
    }, refusal);
  }

  return (
    <div className="order-cancel">
      {failure ? <Alert>{failure.message}</Alert> : null}
      {asking ? (
        <div className="order-cancel__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} ref={question} tabIndex={-1}>
            {text.confirmCancel(number)}
          </p>
          <div className="button-row">
            <button type="button" className="button button--danger button--small" onClick={() => void cancel()} disabled={busy} aria-busy={busy}>
              {busy ? text.cancelling : text.confirmCancelYes}
            </button>
            <button type="button" className="button button--outline button--small" onClick={() => setAsking(false)} disabled={busy}>
              {text.confirmCancelNo}
            </button>
          </div>
        </div>
      ) : (
        <button ref={opener} type="button" className="button button--outline button--small" onClick={() => setAsking(true)}>
          {text.cancel}
        </button>
      )}
    </div>
  );
}
