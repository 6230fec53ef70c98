import PendingRequestsNotice from '../offline/PendingRequestsNotice';

/**
 * What a form shows once its request waits on the device: the offline notice and the pending list.
 * Shipped with the form, not fetched when needed: by then the network is gone (issue 31).
 */
export function QueuedRequest() {
  return <PendingRequestsNotice inline />;
}
