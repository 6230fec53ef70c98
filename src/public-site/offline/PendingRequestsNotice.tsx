import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/paths';
import { offlineText } from '../i18n/fr/offline';
import { countInlineView, forgetRequest, queueSnapshot, startSendingPendingRequests, subscribeToQueue } from './pendingQueue';
import type { PendingRequest } from './pendingRequest';

/**
 * The requests kept on the device, and those sent since the network came back. Shown by a
 * form in place of itself (`inline`) or by the layout on every page, never both at once.
 * Mounting it starts the sending of what an earlier visit left.
 */
export default function PendingRequestsNotice({ inline = false }: { inline?: boolean }) {
  const { pending, sent, inlineViews } = useSyncExternalStore(subscribeToQueue, queueSnapshot, queueSnapshot);
  useEffect(() => {
    void startSendingPendingRequests();
    if (!inline) return undefined;
    countInlineView(1);
    return () => countInlineView(-1);
  }, [inline]);

  if (!inline && inlineViews > 0) return null;
  if (pending.length === 0 && sent.length === 0) return null;
  const waiting = pending.some((request) => request.state === 'waiting');
  return (
    <section className={inline ? 'pending-requests' : 'pending-requests pending-requests--page'} aria-label={offlineText.listTitle}>
      {waiting ? (
        <div className="alert alert--info" role="status">
          {offlineText.waiting}
        </div>
      ) : null}
      {pending.length > 0 ? (
        <>
          <h2 className="pending-requests__title">{offlineText.listTitle}</h2>
          <ul className="pending-requests__list">
            {pending.map((request) => (
              <PendingItem key={request.id} request={request} />
            ))}
          </ul>
        </>
      ) : null}
      {sent.length > 0 ? (
        <>
          <h2 className="pending-requests__title">{offlineText.sentTitle}</h2>
          <ul className="pending-requests__list" role="status">
            {sent.map((request) => (
              <li key={request.id}>
                {offlineText.kinds[request.kind]} ({request.summary}) : {offlineText.sent}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function PendingItem({ request }: { request: PendingRequest }) {
  return (
    <li>
      {offlineText.kinds[request.kind]} ({request.summary}) : <strong>{offlineText.states[request.state]}</strong>
      {request.state === 'slotTaken' ? (
        <>
          {' '}
          <Link to={paths.appointment}>{offlineText.chooseAnotherSlot}</Link>
        </>
      ) : null}
      {request.state === 'refused' ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={() => void forgetRequest(request.id)}>
            {offlineText.remove}
          </button>
        </>
      ) : null}
    </li>
  );
}
